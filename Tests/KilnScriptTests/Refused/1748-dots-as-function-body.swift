// swiftc: 3:5: error: unary operator cannot be separated from its operand
func loadSettings() -> [String: Int] {
    ...
}
print(loadSettings())
