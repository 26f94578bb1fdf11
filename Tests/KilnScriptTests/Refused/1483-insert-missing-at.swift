// swiftc: 4:17: error: missing argument for parameter 'at' in call
// `insert` without the position.
var queue = ["b", "c"]
queue.insert("a")
print(queue)
