// swiftc: 4:20: error: cannot convert value of type 'String.SubSequence' (aka 'Substring') to specified type 'String'
let path = "docs/notes/todo.txt"
let fileName = path.split(separator: "/").last ?? ""
let file: String = fileName
print(file)
