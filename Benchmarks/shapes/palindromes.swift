let n = 80000 // small: 600
// Strings as collections: `reversed()`, `lowercased()`, `filter` on characters, `==` and `hasPrefix`.
let phrases = ["Never odd or even", "Step on no pets", "Kiln runs Swift", "Was it a car or a cat I saw",
               "Madam Im Adam", "Swift is fun", "No lemon no melon", "Hello world"]
var palindromes = 0
var letters = 0
var prefixed = 0
for i in 0..<n {
    let phrase = phrases[i % phrases.count] + (i % 5 == 0 ? " x" : "")
    let cleaned = phrase.lowercased().filter { $0 != " " }
    letters += cleaned.count
    if cleaned == String(cleaned.reversed()) {
        palindromes += 1
    }
    if phrase.hasPrefix("S") {
        prefixed += 1
    }
}
print("\(palindromes) palindromes, \(letters) letters, \(prefixed) starting with S")
