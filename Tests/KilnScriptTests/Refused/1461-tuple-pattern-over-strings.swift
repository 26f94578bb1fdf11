// swiftc: 4:23: error: tuple pattern cannot match values of non-tuple type 'String'
// Numbering a to-do list the way Python's enumerate reads, without `enumerated()`.
let todos = ["buy milk", "save file", "call home"]
for (number, todo) in todos {
    print("\(number + 1). \(todo)")
}
