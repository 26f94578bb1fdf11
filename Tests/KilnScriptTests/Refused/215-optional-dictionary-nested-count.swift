// swiftc: 3:22: error: value of optional type '[String]?' must be unwrapped to refer to member 'count' of wrapped base type '[String]'
let groups: [String: [String]] = ["a": ["x"]]
let size = groups["a"].count
print(size)
