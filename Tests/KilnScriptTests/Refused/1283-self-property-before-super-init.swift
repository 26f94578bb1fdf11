// swiftc: 12:32: error: 'self' used in property access 'name' before 'super.init' call
class Person {
    var name: String
    init(name: String) { self.name = name }
}

class Student: Person {
    var school: String

    init(name: String, school: String) {
        self.school = school
        print("creating \(self.name)")
        super.init(name: name)
    }
}

print(Student(name: "Li", school: "MIT").school)
