// swiftc: 5:18: error: cannot convert value of type 'Double' to expected argument type 'Int'
func average(_ values: [Double]) -> Double {
    var total = 0
    for v in values {
        total += v
    }
    return total / Double(values.count)
}
print(average([1, 2]))
