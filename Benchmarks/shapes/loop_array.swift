let n = 300_000 // small: 2000
// Loops over an array: for-in, `enumerated()` with `where`, and indices.
var values: [Int] = []
var seed = 12345
for _ in 0..<n {
    seed = (seed * 1103515245 + 12345) % 2147483648
    values.append(seed % 1000)
}
var total = 0
var largest = 0
var evens = 0
for value in values {
    total += value
    if value > largest {
        largest = value
    }
    if value % 2 == 0 {
        evens += 1
    }
}
for (index, value) in values.enumerated() where index % 3 == 0 {
    total -= value
}
var rising = 0
for k in 1..<values.count {
    if values[k] > values[k - 1] {
        rising += 1
    }
}
print("total \(total), largest \(largest), evens \(evens), rising \(rising)")
