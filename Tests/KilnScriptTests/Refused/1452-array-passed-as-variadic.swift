// swiftc: 7:5: error: cannot pass array of type '[String]' as variadic arguments of type 'String'
// A variadic logger handed an array: Swift does not spread it.
func log(_ messages: String...) {
    for message in messages { print("log:", message) }
}
let lines = ["saved", "loaded"]
log(lines)
