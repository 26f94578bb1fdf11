// swiftc: 4:10: error: expected '{' in body of function declaration
struct Circle {
    var radius: Double
    func area() -> Double
}
print(Circle(radius: 2).radius)
