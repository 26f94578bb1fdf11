let n = 80000 // small: 600
// Classes with inheritance: `override` of methods and a computed property, `super.init`, `super.`.
class Shape {
    let name: String
    init(name: String) {
        self.name = name
    }
    func area() -> Int {
        return 0
    }
    var sides: Int {
        return 0
    }
    func describe() -> String {
        return "\(name) with area \(area())"
    }
}

class Rectangle: Shape {
    let width: Int
    let height: Int
    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        super.init(name: "rectangle")
    }
    override func area() -> Int {
        return width * height
    }
    override var sides: Int {
        return 4
    }
}

class Square: Rectangle {
    init(side: Int) {
        super.init(width: side, height: side)
    }
    override func describe() -> String {
        return "square, " + super.describe()
    }
}

class Triangle: Shape {
    let base: Int
    let height: Int
    init(base: Int, height: Int) {
        self.base = base
        self.height = height
        super.init(name: "triangle")
    }
    override func area() -> Int {
        return base * height / 2
    }
    override var sides: Int {
        return 3
    }
}

var shapes: [Shape] = []
for i in 0..<n {
    switch i % 3 {
    case 0: shapes.append(Rectangle(width: i % 10 + 1, height: i % 7 + 1))
    case 1: shapes.append(Square(side: i % 9 + 1))
    default: shapes.append(Triangle(base: i % 8 + 2, height: i % 5 + 2))
    }
}
var totalArea = 0
var totalSides = 0
var textLength = 0
for shape in shapes {
    totalArea += shape.area()
    totalSides += shape.sides
    textLength += shape.describe().count
}
print("area \(totalArea), sides \(totalSides), text \(textLength), \(shapes[1].describe())")
