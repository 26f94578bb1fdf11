// swiftc: 3:7: error: value of optional type 'String?' must be unwrapped to refer to member 'uppercased' of wrapped base type 'String'
let city: String? = "Paris"
print(city.uppercased())
