// swiftc: 7:16: error: cannot convert value of type 'Int' to expected argument type 'Shape'
enum Shape {
    case circle(Double)
    case square(Double)
}
func area(of s: Shape) -> Double { 0 }
print(area(of: 3))
