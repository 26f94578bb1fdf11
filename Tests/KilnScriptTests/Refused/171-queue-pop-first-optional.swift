// swiftc: 3:26: error: value of optional type 'String?' must be unwrapped to a value of type 'String'
var queue = ["a", "b"]
let next: String = queue.first
print(next)
