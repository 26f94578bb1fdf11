// swiftc: accepted
// Overrides swiftc accepts: `override` where the superclass has the member, overloads that
// are new members, required initializers provided or inherited, observers on inherited properties.
class Shape {
    var sides = 0
    var name: String { "shape" }
    func area() -> Double { 0 }
    func scale(by factor: Double) {}
    class func make() -> Shape { Shape() }
    required init() {}
    init(sides: Int) { self.sides = sides }
}

class Square: Shape {
    var side = 1.0
    override var name: String { "square" }
    override func area() -> Double { side * side }
    func scale(by factor: Int) { side *= Double(factor) }
    func scale(x: Double) { side *= x }
    override class func make() -> Shape { Square() }
    required init() { super.init() }
    override init(sides: Int) { super.init(sides: 4) }
    convenience init(side: Double) {
        self.init()
        self.side = side
    }
}

class ColoredSquare: Square {
    var color = "red"
    override var sides: Int {
        didSet { print("sides now \(sides)") }
    }
}

class Tile: Shape {
    var pattern = "plain"
}

let s = ColoredSquare(side: 2)
s.sides = 4
print(s.name, s.area(), Square.make().name, Tile().pattern, Tile(sides: 6).sides)
