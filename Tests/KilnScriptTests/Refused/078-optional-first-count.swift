// swiftc: 3:13: error: value of optional type 'String?' must be unwrapped to refer to member 'count' of wrapped base type 'String'
let words = ["kiln", "clay"]
print(words.first.count)
