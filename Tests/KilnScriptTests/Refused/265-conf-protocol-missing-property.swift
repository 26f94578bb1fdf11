// swiftc: 7:8: error: type 'Rectangle' does not conform to protocol 'Shape'
protocol Shape {
    var area: Double { get }
    var name: String { get }
}

struct Rectangle: Shape {
    var width: Double
    var height: Double
    var area: Double { width * height }
}

print(Rectangle(width: 2, height: 3).area)
