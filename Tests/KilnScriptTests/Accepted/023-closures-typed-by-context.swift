// swiftc: accepted
let ints = [1, 2, 3]
let words = ["a", "bb"]
let ones: [Double] = ints.map { _ in 1 }
let halves: [Double] = ints.map { $0 > 1 ? 1.5 : 2 }
let asDoubles: [Double] = ints.map { Double($0) }
let lengths: [Int] = words.map { $0.count }
let parsed: [Int] = words.compactMap { Int($0) }
let texts = ints.map { "\($0)" }
let big = ints.filter { $0 > 1 }
let sortedWords: [String] = words.sorted { $0 > $1 }
let sums = ints.map { n in n + 1 }
let floats: [Float] = ints.map { _ in 2 }
let labelled = ints.map { (n) -> String in String(n) }
print(ones, halves, asDoubles, lengths, parsed, texts, big, sortedWords, sums, floats, labelled)
