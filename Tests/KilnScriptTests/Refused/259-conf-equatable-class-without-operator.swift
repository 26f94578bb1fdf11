// swiftc: 2:7: error: type 'Contact' does not conform to protocol 'Equatable'
class Contact: Equatable {
    var name: String
    var phone: String

    init(name: String, phone: String) {
        self.name = name
        self.phone = phone
    }
}

let c = Contact(name: "Ivy", phone: "555")
print(c.name)
