// swiftc: 3:47: error: cannot convert return expression of type 'String' to return type 'Int'
func parse(_ text: String) -> Int {
    guard let value = Int(text) else { return "0" }
    return value
}
print(parse("5"))
