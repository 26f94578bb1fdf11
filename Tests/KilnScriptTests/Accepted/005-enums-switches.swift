// swiftc: accepted
enum Kind: String { case tool, toy }
enum Shape { case circle(Double), square(side: Double), empty }
enum Inner { case x, y }
enum Outer { case a(Inner), b }
let k = Kind(rawValue: "tool") ?? .toy
func area(_ s: Shape) -> Double {
    switch s {
    case .circle(let r): return r * r * 3
    case let .square(side): return side * side
    case .empty: return 0
    }
}
func name(_ o: Outer) -> String {
    switch o {
    case .a(.x): return "ax"
    case .a(.y): return "ay"
    case .b: return "b"
    }
}
func label(_ k: Kind) -> String {
    switch k {
    case .tool: return "T"
    default: return "other"
    }
}
let current: Kind = .toy
print(k.rawValue, area(.square(side: 2)), name(.a(.y)), label(current))
