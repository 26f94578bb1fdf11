// swiftc: 2:19: error: using '!' is not allowed here
var slots: [String!] = ["a", nil]
print(slots.count)
