// swiftc: 4:33: error: value of optional type 'Dictionary<String, Int>.Keys.Element?' (aka 'Optional<String>') must be unwrapped to a value of type 'Dictionary<String, Int>.Keys.Element' (aka 'String')
// The first key of a dictionary taken as if it could not be nil.
let ages = ["Mia": 31]
let someone: String = ages.keys.first
print(someone)
