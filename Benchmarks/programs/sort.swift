var seed = 42
var words: [String] = []
for _ in 0..<200_000 {
    seed = (seed * 1103515245 + 12345) % 2147483648
    words.append("w\(seed)")
}
let sorted = words.sorted()
print(sorted[0], sorted[sorted.count - 1], sorted.count)
