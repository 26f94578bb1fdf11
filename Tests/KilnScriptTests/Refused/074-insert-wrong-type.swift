// swiftc: 3:14: error: cannot convert value of type 'Int' to expected argument type 'String'
var queue = ["a", "b"]
queue.insert(1, at: 0)
print(queue)
