// swiftc: 3:14: error: value of optional type 'String?' must be unwrapped to refer to member 'uppercased' of wrapped base type 'String'
let names = [1: "one", 2: "two"]
print(names[1].uppercased())
