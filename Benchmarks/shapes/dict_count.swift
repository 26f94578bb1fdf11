let n = 400_000 // small: 2000
// Counting with a dictionary and `default:`: numbers drawn at random, and the letters of a text.
var seed = 2024
var counts: [Int: Int] = [:]
for _ in 0..<n {
    seed = (seed * 1103515245 + 12345) % 2147483648
    counts[seed % 1000, default: 0] += 1
}
var letters: [Character: Int] = [:]
let text = "counting letters is what dictionaries are for"
for _ in 0..<n / 1000 {
    for ch in text where ch != " " {
        letters[ch, default: 0] += 1
    }
}
var most = 0
for (_, count) in counts where count > most {
    most = count
}
print("\(counts.count) numbers, most frequent \(most) times; \(letters.count) letters, e: \(letters["e"] ?? 0)")
