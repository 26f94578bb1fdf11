// swiftc: 4:8: error: value of optional type 'String?' must be unwrapped to a value of type 'String'
var name = ""
let maybe: String? = "Bob"
name = maybe
print(name)
