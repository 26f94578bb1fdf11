let n = 100_000 // small: 1000
// Building strings: `+=` with interpolation, `String(...)`, `+`, and `joined(separator:)`.
var digits = ""
for i in 0..<n {
    digits += "\(i % 10)"
    if i % 50 == 49 {
        digits += "\n"
    }
}
var report = ""
for i in 0..<n / 10 {
    report += "Item #\(i): " + String(i * 3) + (i % 2 == 0 ? " even" : " odd") + "\n"
}
var parts: [String] = []
for i in 0..<n / 10 {
    parts.append("tag\(i % 17)")
}
let joined = parts.joined(separator: ", ")
print("\(digits.count) \(report.count) \(joined.count) \(joined.suffix(12))")
