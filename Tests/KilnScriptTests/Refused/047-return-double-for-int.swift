// swiftc: 5:26: error: cannot convert return expression of type 'Double' to return type 'Int'
func average(_ values: [Int]) -> Int {
    var total = 0
    for v in values { total += v }
    return Double(total) / Double(values.count)
}
print(average([1, 2]))
