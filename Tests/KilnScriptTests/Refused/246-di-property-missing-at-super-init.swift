// swiftc: 12:15: error: property 'self.radius' not initialized at super.init call
class Shape {
    var name: String
    init(name: String) {
        self.name = name
    }
}

class Circle: Shape {
    var radius: Double
    init(radius: Double) {
        super.init(name: "circle")
        self.radius = radius
    }
}

print(Circle(radius: 2).radius)
