let vocabulary = ["the", "app", "saves", "its", "items", "when", "it", "enters", "background", "and",
                  "loads", "them", "again", "at", "launch", "from", "documents", "archive", "file", "sandbox"]
var seed = 7
var picked: [String] = []
for _ in 0..<180_000 {
    seed = (seed * 1103515245 + 12345) % 2147483648
    picked.append(vocabulary[seed % vocabulary.count])
}
let text = picked.joined(separator: " ")
var counts: [String: Int] = [:]
for word in text.split(separator: " ") {
    counts[String(word), default: 0] += 1
}
print(text.utf8.count, counts.count, counts["the"] ?? 0)
