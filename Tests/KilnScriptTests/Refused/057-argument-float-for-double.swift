// swiftc: 4:20: error: cannot convert value of type 'Float' to expected argument type 'Double'
func area(radius: Double) -> Double { 3.14 * radius * radius }
let r: Float = 2
print(area(radius: r))
