// swiftc: accepted
func show(_ x: Int) -> String { "int \(x)" }
func show(_ x: String) -> String { "string \(x)" }
func greet(_ name: String, times: Int = 1, loud: Bool = false) -> String { String(repeating: name, count: times) }
func sum(_ values: Int...) -> Int { values.reduce(0, +) }
func swapValues(_ a: inout Int, _ b: inout Int) { let t = a; a = b; b = t }
var a = 1, b = 2
swapValues(&a, &b)
print(show(1), show("a"), greet("x"), greet("y", times: 2), sum(1, 2, 3), a, b)
