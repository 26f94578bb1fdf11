// swiftc: 12:5: error: return from initializer without initializing all stored properties
struct User {
    var name: String
    var age: Int

    init?(fields: [String: String]) {
        guard let name = fields["name"] else { return nil }
        self.name = name
        if let text = fields["age"], let age = Int(text) {
            self.age = age
        }
    }
}

print(User(fields: ["name": "Lu", "age": "30"])?.age ?? 0)
