let n = 300_000 // small: 2000
// `map`, `filter` and `reduce` with closures: trailing closures, `$0`, named parameters, `+`.
let numbers = Array(0..<n)
let squares = numbers.map { $0 * $0 % 1000 }
let evens = squares.filter { $0 % 2 == 0 }
let total = evens.reduce(0, +)
let chained = numbers
    .map { x in x * 3 }
    .filter { $0 % 5 != 0 }
    .reduce(0) { sum, x in sum + x % 7 }
let limit = 500
let small = numbers.filter { value in value % 1000 < limit }.count
let labels = numbers.prefix(1000).map { "n\($0)" }
let longest = labels.reduce("") { $1.count > $0.count ? $1 : $0 }
print("\(evens.count) even squares, total \(total), chained \(chained), small \(small), longest \(longest)")
