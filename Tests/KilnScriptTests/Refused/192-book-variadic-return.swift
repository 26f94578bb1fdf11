// swiftc: 7:17: error: cannot convert value of type 'Double' to specified type 'Int'
func arithmeticMean(_ numbers: Double...) -> Double {
    var total: Double = 0
    for number in numbers { total += number }
    return total / Double(numbers.count)
}
let mean: Int = arithmeticMean(1, 2, 3)
print(mean)
