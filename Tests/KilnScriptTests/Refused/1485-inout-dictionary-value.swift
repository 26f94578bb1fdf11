// swiftc: 4:17: error: cannot use mutating member on immutable value: 'index' is immutable
// An `inout` dictionary's value changed without unwrapping it.
func addTag(_ tag: String, to file: String, in index: inout [String: Set<String>]) {
    index[file].insert(tag)
}
var index: [String: Set<String>] = [:]
addTag("draft", to: "a.txt", in: &index)
