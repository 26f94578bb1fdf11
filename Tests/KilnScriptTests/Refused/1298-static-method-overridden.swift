// swiftc: 9:26: error: cannot override static method
class Shape {
    static func make() -> Shape {
        Shape()
    }
}

class Square: Shape {
    override static func make() -> Shape {
        Square()
    }
}

print(Square.make())
