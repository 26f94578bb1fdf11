// swiftc: 8:6: error: binary operator '==' cannot be applied to two 'Shape' operands
enum Shape {
    case circle(Double)
    case square(Double)
}
let s = Shape.circle(2)
let t = Shape.square(2)
if s == t {
    print("same")
}
