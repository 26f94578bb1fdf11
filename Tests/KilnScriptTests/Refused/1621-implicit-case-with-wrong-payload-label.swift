// swiftc: 12:17: error: incorrect argument label in call (have 'width:length:', expected 'width:height:')
enum Shape {
    case circle(radius: Double)
    case rect(width: Double, height: Double)
}
func area(_ s: Shape) -> Double {
    switch s {
    case .circle(let r): return 3.14 * r * r
    case .rect(let w, let h): return w * h
    }
}
print(area(.rect(width: 2, length: 3)))
