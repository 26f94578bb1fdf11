// swiftc: 8:1: error: missing return in global function expected to return 'String'
func firstWord(in text: String) -> String {
    guard !text.isEmpty else {
        return ""
    }
    let words = text.split(separator: " ")
    print(words.count)
}

print(firstWord(in: "hello world"))
