// swiftc: 5:10: error: value of type '[String]' has no member 'push'
// A stack kept in an array, pushed the way JavaScript pushes.
var undo: [String] = []
func record(_ action: String) {
    undo.push(action)
}
record("typed")
print(undo)
