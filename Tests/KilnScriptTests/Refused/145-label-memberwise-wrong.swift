// swiftc: 6:16: error: incorrect argument label in call (have 'name:number:', expected 'name:phone:')
struct Contact {
    var name: String
    var phone: String
}
let c = Contact(name: "Ann", number: "555")
print(c)
