// swiftc: 8:36: error: cannot convert value of type 'String.SubSequence' (aka 'Substring') to expected argument type 'String'
struct Contact {
    var name: String
    var phone: String
}
let record = "Ada:555-0100"
let colon = record.firstIndex(of: ":")!
let contact = Contact(name: record.prefix(3), phone: "555")
print(contact.name)
