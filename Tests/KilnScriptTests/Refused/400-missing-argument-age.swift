// swiftc: 6:28: error: missing argument for parameter 'age' in call
struct Student {
    var name: String
    var age: Int
}
let s = Student(name: "Mia")
print(s.name)
