// swiftc: 5:15: error: thrown expression type 'String' does not conform to 'Error'
// A save function that reports failure by throwing a message.
func save(_ text: String, to name: String) throws {
    if name.isEmpty {
        throw "A file needs a name"
    }
    print("saved \(text.count) characters to \(name)")
}
try save("hello", to: "notes.txt")
