// swiftc: 8:26: error: cannot convert value of type 'Float' to expected argument type 'Double'
struct Rectangle {
    var width: Double
    var height: Double
    func area() -> Double { width * height }
}
let w: Float = 3
let r = Rectangle(width: w, height: 2)
print(r.area())
