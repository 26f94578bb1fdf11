// swiftc: 4:12: error: cannot convert return expression of type 'String' to return type 'Int'
func describe(_ input: String?) -> Int {
    guard let text = input else { return 0 }
    return text
}
print(describe("a"))
