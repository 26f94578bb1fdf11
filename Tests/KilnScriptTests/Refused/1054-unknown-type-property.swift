// swiftc: 4:18: error: cannot find type 'Grade' in scope
class Student {
    var name = ""
    var grades: [Grade] = []
}
print(Student().name)
