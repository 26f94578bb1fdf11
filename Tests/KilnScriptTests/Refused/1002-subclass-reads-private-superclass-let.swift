// swiftc: 8:42: error: 'sides' is inaccessible due to 'private' protection level
class Shape {
    private let sides: Int
    init(sides: Int) { self.sides = sides }
}
final class Square: Shape {
    init() { super.init(sides: 4) }
    var summary: String { "square with \(sides) sides" }
}
print(Square().summary)
