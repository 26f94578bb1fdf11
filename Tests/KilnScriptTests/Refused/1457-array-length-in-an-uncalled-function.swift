// swiftc: 4:13: error: value of type '[String]' has no member 'length'
// A helper written with another language's names, never called: Swift refuses it all the same.
func describe(_ tags: [String]) -> String {
    if tags.length == 0 { return "none" }
    return tags.joined(separator: ", ")
}
print("ready")
