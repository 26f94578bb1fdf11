// swiftc: 9:6: error: cannot assign to value: 'area' is a method
// A shape whose area is a method, set as though it were a property.
struct Rectangle {
    var width: Double
    var height: Double
    func area() -> Double { width * height }
}
var card = Rectangle(width: 3, height: 2)
card.area = 10
print(card.area())
