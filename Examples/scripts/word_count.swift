// Benchmark: counting the words of about 1 MB of text in a dictionary.
let vocabulary = ["the", "quick", "brown", "fox", "jumps", "over", "lazy", "dog", "and", "cat"]
var text = ""
var seed = 7
while text.utf8.count < 1_000_000 {
    seed = (seed &* 1103515245 &+ 12345) % 2147483648
    text += vocabulary[seed % vocabulary.count] + " "
}
var counts: [String: Int] = [:]
for word in text.split(separator: " ") {
    counts[String(word), default: 0] += 1
}
print(counts.count, counts["fox"] ?? 0)
