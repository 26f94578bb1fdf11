// swiftc: 2:7: error: type 'Student' does not conform to protocol 'Hashable'
class Student: Hashable {
    var id: Int
    var name: String

    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }

    static func == (lhs: Student, rhs: Student) -> Bool {
        return lhs.id == rhs.id
    }
}

var roster: Set<Student> = []
print(roster.count)
