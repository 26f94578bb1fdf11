// swiftc: 7:9: error: overriding declaration requires an 'override' keyword
class Employee {
    var title: String { "Employee" }
}

class Manager: Employee {
    var title: String { "Manager" }
}

print(Manager().title)
