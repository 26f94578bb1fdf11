// swiftc: 2:20: error: cannot find type 'Renderable' in scope
protocol Drawable: Renderable {
    func draw() -> String
}
struct Square: Drawable {
    func draw() -> String { "[]" }
}
print(Square().draw())
