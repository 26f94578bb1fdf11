// swiftc: accepted
func describe(_ value: Int) -> String { "int \(value)" }
func describe(_ value: String) -> String { "string \(value)" }
func describe(_ value: Double) -> String { "double \(value)" }
print(describe(3), describe("x"), describe(2.5))
func order(item: String, quantity: Int = 1, note: String = "") -> String {
    "\(quantity) \(item)\(note.isEmpty ? "" : " (\(note))")"
}
print(order(item: "tea"), order(item: "tea", note: "hot"), order(item: "cake", quantity: 2))
func total(_ values: Int...) -> Int { values.reduce(0, +) }
print(total(), total(1), total(1, 2, 3))
func average(of values: Double..., rounded: Bool = false) -> Double {
    let sum = values.reduce(0, +) / Double(max(values.count, 1))
    return rounded ? sum.rounded() : sum
}
print(average(of: 1, 2, 4), average(of: 1, 2, rounded: true))
struct Point { var x = 0; var y = 0 }
print(Point(), Point(x: 1), Point(y: 2), Point(x: 3, y: 4))
class Dog {
    var name: String
    init(name: String) { self.name = name }
    convenience init() { self.init(name: "Rex") }
}
print(Dog().name, Dog(name: "Fido").name)
struct Temperature {
    static func convert(celsius: Double, toScale scale: String = "F") -> Double {
        scale == "F" ? celsius * 9 / 5 + 32 : celsius
    }
}
print(Temperature.convert(celsius: 100), Temperature.convert(celsius: 5, toScale: "C"))
let add = { (a: Int, b: Int) in a + b }
let twice: (Int) -> Int = { $0 * 2 }
print(add(1, 2), twice(4))
