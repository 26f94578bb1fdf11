// swiftc: 2:6: error: expected '{' in body of function declaration
func average(of numbers: [Double]) -> Double
let values = [2.0, 4.0]
print(values.count)
