// swiftc: 5:15: error: type 'Student' does not conform to protocol 'Hashable'
struct Student {
    var name: String
}
var enrolled: Set<Student> = []
print(enrolled.count)
