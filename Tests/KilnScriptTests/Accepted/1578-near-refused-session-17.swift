// swiftc: accepted
// Near the session-17 refusals: generic comparisons with constraints, enum payloads matched
// without their values, raw values that differ, Substrings turned into Strings, dictionary
// views made into arrays, defaulted parameters passed by label.
func larger<Value: Comparable>(_ first: Value, _ second: Value) -> Value {
    return first > second ? first : second
}
func highest<Item: Comparable>(_ items: [Item]) -> Item {
    var best = items[0]
    for item in items where item > best { best = item }
    return best
}
enum Priority: Int { case low = 1, medium, high = 10, urgent }
enum Command: String { case start = "go", stop, pause = "wait" }
enum Reading { case celsius(Double), range(low: Double, high: Double), missing }
func describe(_ reading: Reading) -> String {
    switch reading {
    case .celsius(let value): return "\(value)°"
    case .range(let low, let high): return "\(low)–\(high)"
    case .missing: return "?"
    }
}
let makeReading = Reading.celsius
let readings: [Reading] = [makeReading(20), .range(low: 1, high: 4), Reading.celsius(Double(3) * 2), .missing]
for reading in readings {
    if case .celsius = reading { print("a temperature") }
    print(describe(reading))
}
let sentence = "the cat saw the dog"
var counts: [String: Int] = [:]
var words: [String] = []
for word in sentence.split(separator: " ") {
    counts[String(word), default: 0] += 1
    words.append(String(word))
}
let front = sentence.prefix(3)
let joined: String = front + "!"
let slice: Substring = front
let both = front + sentence.suffix(3)
print(counts.count, words, joined, slice, both)
let stock = ["apples": 3, "pears": 5]
let names: [String] = Array(stock.keys).sorted()
let total = stock.values.reduce(0, +)
let firstKey: String? = stock.keys.first
print(names, total, firstKey != nil)
struct Ticket { var seat: Int; var price: Double = 9.5 }
func schedule(day: String, hour: Int = 9) -> String { "\(day) \(hour)" }
print(Ticket(seat: 3).price, schedule(day: "Mon"), Priority.urgent.rawValue, Command.stop.rawValue)
class Counter { var count = 0; func add() { count += 1 } }
struct Settings { static var theme = "dark"; var size = 1 }
print(Settings.theme, Settings().size)
protocol Resettable { init() }
struct Draft: Resettable { var text = "" }
print(Draft().text.isEmpty)
