// swiftc: 9:12: error: return expression of type 'Square' does not conform to 'Shape'
protocol Shape {
    var area: Double { get }
}
class Square {
    var side = 2.0
}
func makeShape() -> Shape {
    return Square()
}
print(makeShape().area)
