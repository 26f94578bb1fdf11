// swiftc: 8:7: error: global function 'describe' requires that 'Tag' conform to 'CustomStringConvertible'
struct Tag {
    var text: String
}
func describe<T>(_ value: T) -> String where T: CustomStringConvertible {
    return value.description
}
print(describe(Tag(text: "x")))
