// swiftc: accepted
class Thermostat {
    var target: Double = 20 {
        didSet { print("from", oldValue, "to", target) }
    }
    var display: String { return "\(target)" }
    static var count = 0
    lazy var history: [Double] = []
}
let t = Thermostat()
t.target = 22
Thermostat.count += 1
t.history.append(t.target)
struct Point { var x = 0, y = 0; mutating func reset() { self = Point() } }
var p = Point(x: 1, y: 2)
p.reset()
print(t.display, Thermostat.count, t.history, p.x)
