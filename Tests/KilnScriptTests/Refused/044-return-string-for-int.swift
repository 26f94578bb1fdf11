// swiftc: 3:12: error: cannot convert return expression of type 'String' to return type 'Int'
func count(of word: String) -> Int {
    return word
}
print(count(of: "abc"))
