let n = 6000 // small: 30
// Loops over a string's characters: `contains`, comparisons, `isUppercase`, `asciiValue`.
let sentence = "The Quick brown Fox jumps over the lazy Dog while the App saves its state. "
let text = String(repeating: sentence, count: n)
var vowels = 0
var spaces = 0
var upper = 0
var checksum = 0
for ch in text {
    if "aeiou".contains(ch) {
        vowels += 1
    } else if ch == " " {
        spaces += 1
    } else if ch.isUppercase {
        upper += 1
    }
    checksum = (checksum * 31 + Int(ch.asciiValue!)) % 1_000_007
}
print("\(text.count) characters: \(vowels) vowels, \(spaces) spaces, \(upper) capitals, checksum \(checksum)")
