// swiftc: 6:12: error: cannot convert value of type 'String.SubSequence' (aka 'Substring') to expected argument type 'String'
// Counting words: the split pieces are Substrings, the dictionary's keys Strings.
let sentence = "the cat saw the dog"
var counts: [String: Int] = [:]
for word in sentence.split(separator: " ") {
    counts[word, default: 0] += 1
}
print(counts)
