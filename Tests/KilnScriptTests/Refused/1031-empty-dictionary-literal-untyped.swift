// swiftc: 4:16: error: empty collection literal requires an explicit type
let words = ["apple", "avocado", "banana"]
// Count words by their first letter.
var byLetter = [:]
for word in words {
    print(word, byLetter.count)
}
