// swiftc: 7:14: error: cannot assign to property: 'self' is immutable
struct Profile {
    var name: String
    var bio = ""

    func rename(to newName: String) {
        self.name = newName
    }
}

var p = Profile(name: "A")
p.rename(to: "B")
