// swiftc: 19:1: error: global function 'render' requires that 'Circle' conform to 'Drawable'
protocol Drawable {
    func draw() -> String
}

struct Square: Drawable {
    func draw() -> String { "[]" }
}

struct Circle {
    func draw() -> String { "()" }
}

func render<T: Drawable>(_ shape: T) {
    print(shape.draw())
}

render(Square())
render(Circle())
