// swiftc: 8:16: error: ambiguous use of 'average(of:)'
func average(of values: [Int]) -> Double {
    Double(values.reduce(0, +)) / Double(values.count)
}
func average(of values: [Int]) -> Int {
    values.reduce(0, +) / values.count
}
let midpoint = average(of: [3, 4, 8])
print(midpoint)
