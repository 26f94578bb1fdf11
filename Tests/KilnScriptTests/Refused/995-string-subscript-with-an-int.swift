// swiftc: 4:7: error: 'subscript(_:)' is unavailable: cannot subscript String with an Int, use a String.Index instead.
let word = "kiln"
let first = word.first!
print(word[1], first)
