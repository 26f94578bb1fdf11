// swiftc: 4:16: error: no 'dropFirst' candidates produce the expected contextual result type 'String'
// `dropFirst` gives a Substring too; swiftc names the method.
func withoutHash(_ tag: String) -> String {
    return tag.dropFirst()
}
print(withoutHash("#swift"))
