// swiftc: 3:21: error: cannot convert value of type 'String' to expected argument type 'Int'
var contacts = ["Ann", "Bob"]
contacts.remove(at: "Ann")
print(contacts)
