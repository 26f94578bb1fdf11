// swiftc: accepted
let word = "clay"
let first = word.first
let upper = word.uppercased()
var letters: [Character] = []
for ch in word { letters.append(ch) }
let c: Character = "c"
let isC = word.first == c
let joined = String(letters)
var s = "a"
s += "b"
s.append("c")
let count: Int = word.count
print(first ?? "-", upper, letters.count, isC, joined, s, count, word.hasPrefix("c"), word.contains("la"))
