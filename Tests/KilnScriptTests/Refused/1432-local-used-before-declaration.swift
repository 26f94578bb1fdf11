// swiftc: 3:26: error: use of local variable 'total' before its declaration
func summary(of scores: [Int]) -> String {
    let average = Double(total) / Double(scores.count)
    let total = scores.reduce(0, +)
    return "total \(total), average \(average)"
}
print(summary(of: [3, 4, 5]))
