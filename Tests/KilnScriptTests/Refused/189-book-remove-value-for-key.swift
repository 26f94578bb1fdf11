// swiftc: 3:32: error: value of optional type 'String?' must be unwrapped to a value of type 'String'
var airports = ["DUB": "Dublin"]
let removed: String = airports.removeValue(forKey: "DUB")
print(removed)
