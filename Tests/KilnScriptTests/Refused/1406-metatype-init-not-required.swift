// swiftc: 11:22: error: constructing an object of class type 'Shape' with a metatype value must use a 'required' initializer
class Shape {
    var sides: Int
    init(sides: Int) { self.sides = sides }
}
class Triangle: Shape {
    init() { super.init(sides: 3) }
}

func make(_ kind: Shape.Type) -> Shape {
    let shape = kind.init(sides: 0)
    return shape
}
print(make(Triangle.self).sides)
