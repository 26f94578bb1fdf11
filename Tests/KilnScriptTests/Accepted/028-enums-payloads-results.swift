// swiftc: accepted
enum NetworkError: Error { case timeout(seconds: Int), offline }
enum Shape {
    case circle(radius: Double)
    case rect(w: Double, h: Double)
    func area() -> Double {
        switch self {
        case .circle(let r): return 3.14 * r * r
        case let .rect(w, h): return w * h
        }
    }
    static var unit: Shape { .circle(radius: 1) }
}
func fetch(_ ok: Bool) -> Result<Int, NetworkError> { ok ? .success(1) : .failure(.offline) }
switch fetch(false) {
case .success(let value): print(value)
case .failure(let error): print(error)
}
let shapes: [Shape] = [.circle(radius: 2), .rect(w: 1, h: 2), .unit]
let total = shapes.reduce(0) { $0 + $1.area() }
let anything: [Any] = [1, "a", 2.5]
for item in anything {
    switch item {
    case let n as Int: print("int", n)
    case let s as String: print("string", s)
    default: print("other")
    }
}
print(total)
