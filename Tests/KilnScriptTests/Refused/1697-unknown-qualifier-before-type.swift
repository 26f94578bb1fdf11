// swiftc: 3:14: error: cannot find type 'Models' in scope
struct Note { var text: String }
var current: Models.Note? = nil
current = Note(text: "hi")
print(current?.text ?? "none")
