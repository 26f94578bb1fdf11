// swiftc: 4:13: error: value of optional type 'String?' must be unwrapped to a value of type 'String'
func shout(_ text: String) -> String { text.uppercased() }
let maybe: String? = "hi"
print(shout(maybe))
