// swiftc: 3:7: error: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
var counts: [String: Int] = [:]
counts["apple"] += 1
print(counts)
