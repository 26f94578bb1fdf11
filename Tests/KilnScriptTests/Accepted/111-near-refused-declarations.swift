// swiftc: accepted
// Closures that capture self where swiftc allows it, labels given, bodies in protocols, `!` at the top.
protocol Shape { func area() -> Double }
struct Square: Shape {
    var side = 2.0
    func area() -> Double { side * side }
}
final class Clicker {
    var clicks = 0
    var onClick: () -> Void = {}
    func wire() { onClick = { self.clicks += 1 } }
}
struct Tally {
    var total = 0
    var log: [() -> Int] = []
    mutating func add(_ values: [Int]) {
        values.forEach { total += $0 }
        let doubled = values.map { $0 * 2 + total }
        total += doubled.count
        let snapshot = total
        log.append { snapshot }
        log.append { [self] in self.total }
    }
}
var tally = Tally()
tally.add([1, 2])
let clicker = Clicker()
clicker.wire()
clicker.onClick()
func area(width: Int, height: Int) -> Int { width * height }
func twice(_ x: Int) -> Int { x * 2 }
var label: String! = "ok"
func echo(_ s: String!) -> String! { s }
public struct Token { var text = "t" }
open class Base { open func name() -> String { "base" } }
print(Square().area(), tally.total, tally.log.map { $0() }, clicker.clicks, area(width: 2, height: 3), twice(4))
print(label!, echo("e")!, Token().text, Base().name())
