// swiftc: 2:31: error: cannot convert value of type 'Int' to expected dictionary key type 'String'
let lookup: [String: Bool] = [1: true]
print(lookup)
