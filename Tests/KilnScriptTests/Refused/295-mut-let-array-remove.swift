// swiftc: 4:7: error: cannot use mutating member on immutable value: 'queue' is a 'let' constant
let queue = ["a", "b", "c"]
let first = queue.first ?? ""
queue.removeFirst()
print(first, queue)
