// swiftc: 2:38: error: cannot convert value of type 'Int' to expected element type 'String'
let names: [String] = ["Ann", "Bob", 3]
print(names)
