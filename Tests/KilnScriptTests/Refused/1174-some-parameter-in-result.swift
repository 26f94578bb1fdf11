// swiftc: 16:36: error: 'some' cannot appear in parameter position in result type '(some Shape) -> Void'
protocol Shape {
    func area() -> Double
}

struct Circle: Shape {
    let radius: Double
    func area() -> Double { 3.14159 * radius * radius }
}

struct Square: Shape {
    let side: Double
    func area() -> Double { side * side }
}

func makePrinter() -> (some Shape) -> Void {
    return { shape in
        print("Area: \(shape.area())")
    }
}

let printer = makePrinter()
printer(Circle(radius: 2))
printer(Square(side: 3))
