// swiftc: accepted
@discardableResult
func log(_ message: String) -> Int { print(message); return message.count }
func double(_ x: Int) -> Int { x * 2 }
log("hello")
_ = double(3)
let kept = double(4)
var names = ["a", "b", "c"]
names.remove(at: 0)
names.removeLast()
var scores = ["a": 1]
scores.removeValue(forKey: "a")
scores.updateValue(2, forKey: "b")
var seen: Set = [1]
seen.insert(2)
seen.remove(1)
enum Level { case low, high }
let level: Level = .low
func setLevel(_ level: Level) -> Level { level }
print(kept, names, scores, seen.sorted(), setLevel(.high), level)
