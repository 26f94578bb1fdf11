let n = 150_000 // small: 1500
// Sets: `insert`, `contains`, `union`, `intersection`, `subtracting`, and a set of strings.
var seen = Set<Int>()
var repeats = 0
var seed = 77
for _ in 0..<n {
    seed = (seed * 1103515245 + 12345) % 2147483648
    let value = seed % 50000
    if seen.contains(value) {
        repeats += 1
    } else {
        seen.insert(value)
    }
}
let evens = Set(stride(from: 0, to: 50000, by: 2))
let both = seen.intersection(evens)
let either = seen.union(evens)
let odd = seen.subtracting(evens)
var words = Set<String>()
for i in 0..<n / 10 {
    words.insert("w\(i % 997)")
}
print("seen \(seen.count), repeats \(repeats), both \(both.count), either \(either.count), odd \(odd.count), words \(words.count)")
