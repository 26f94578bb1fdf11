// swiftc: accepted
// Near checker19's later refusals: generic arguments of two types where the result may become
// Any, closures using their last `$n` or naming every parameter, tuple switches made whole by
// `_`, a convenience initializer whose parameter has a property's name, CodingKeys naming
// observed properties, non-mutating witnesses, `+` declared by the script, dictionaries written
// with colons, and multi-statement closures returning several types into Any.
import Foundation
func either<T>(_ a: T, _ b: T) -> T { a }
let n = 3, word = "three"
print(either(n, word), either(1, "one"))
func keep<T: Comparable>(_ a: T, _ b: T) -> Bool { a < b }
print(keep(2, 3.5))
let sorted = [3, 1, 2].sorted { $1 > $0 }
let pairs = [1, 2].map { _ in 0 }
[1, 2].forEach { _ in print("tick") }
print(sorted, pairs)
func label(_ floor: Int, _ lift: Bool) -> String {
    switch (floor, lift) {
    case (0, _): return "ground"
    case (_, true): return "lift"
    case (_, false): return "stairs"
    }
}
print(label(2, false), label(0, true))
class Room {
    var width: Double
    init(width: Double) { self.width = width }
    convenience init(size width: Double) {
        let doubled = width * 2
        self.init(width: doubled)
    }
}
print(Room(size: 2).width)
struct Track: Codable {
    var title: String { didSet { print("renamed") } }
    var plays = 0
    enum CodingKeys: String, CodingKey { case title, plays = "play_count" }
}
let data = try JSONEncoder().encode(Track(title: "Intro"))
print(data.count > 0)
protocol Tick { mutating func tick() }
struct Clock: Tick { var t = 0; func tick() { print("tick", t) } }
var clock = Clock()
clock.tick()
struct Path { var parts: [String] }
func + (p: Path, s: String) -> Path { Path(parts: p.parts + [s]) }
print((Path(parts: ["a"]) + "b").parts)
let options: [String: Bool] = ["dark": true]
UserDefaults.standard.register(defaults: ["volume": 3])
let mixed: [Any] = [1, 2].map { v -> Any in
    if v == 1 { return "one" }
    return v
}
print(options, mixed.count)
