// swiftc: 3:27: error: value of optional type 'String?' must be unwrapped to a value of type 'String'
var optionalName: String? = "John"
let greeting = "Hello " + optionalName
print(greeting)
