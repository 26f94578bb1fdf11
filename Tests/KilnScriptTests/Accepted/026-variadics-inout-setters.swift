// swiftc: accepted
func mean(_ numbers: Double...) -> Double { numbers.reduce(0, +) / Double(max(numbers.count, 1)) }
func join(_ parts: String..., separator: String = " ") -> String { parts.joined(separator: separator) }
func bump(_ value: inout Double, by step: Double = 1) { value += step }
let m: Double = mean(1, 2, 3)
let none = mean()
let j: String = join("a", "b", separator: "-")
var level = 2.0
bump(&level)
bump(&level, by: 3)
var maybe: Double? = 1
func reset(_ value: inout Double?) { value = nil }
reset(&maybe)
struct Point { var x = 0.0, y = 0.0 }
struct Rect {
    var origin = Point()
    var center: Point {
        get { return Point(x: origin.x + 1, y: origin.y) }
        set { origin.x = newValue.x - 1 }
    }
    var width: Double { get { origin.x } set(w) { origin.x = w } }
}
var r = Rect()
r.center = Point(x: 5, y: 0)
r.width = 3
if let n: Int = Int("3") { print(n) }
var names: [String] = []
names = ["b", "a"].sorted { $0 < $1 }
let kept: [String] = names.filter { !$0.isEmpty }
print(m, none, j, level, maybe as Any, r.origin.x, kept)
