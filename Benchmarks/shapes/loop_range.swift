let n = 1300 // small: 60
// Loops over ranges: nested `for` over closed and half-open ranges, and `stride`.
var count = 0
var total = 0
for a in 1...n {
    for b in a..<n {
        if (a * b) % 7 == 3 {
            count += 1
            total += a + b
        }
    }
}
var strided = 0
for k in stride(from: 0, to: n * 100, by: 3) {
    strided += k % 11
}
print("pairs: \(count) total: \(total) strided: \(strided)")
