// swiftc: 3:24: error: value of optional type 'String?' must be unwrapped to a value of type 'String'
func greet(_ name: String?) -> String {
    return "Hello, " + name
}
print(greet("Ann"))
