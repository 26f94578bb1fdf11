// swiftc: 8:12: error: call can throw, but it is not marked with 'try' and the error is not handled
enum ParseError: Error { case bad }
func parse(_ s: String) throws -> Int {
    guard let n = Int(s) else { throw ParseError.bad }
    return n
}
func total() -> Int {
    return parse("1") + 1
}
print(total())
