// swiftc: accepted
@propertyWrapper
struct Percent {
    private var value = 0
    var wrappedValue: Int { get { value } set { value = max(0, min(100, newValue)) } }
    var projectedValue: String { "\(value)%" }
}
struct Progress { @Percent var done: Int; @Percent var left: Int }
var p = Progress()
p.done = 140
print(p.done, p.$done, p.left)
struct Scale { var factor: Double; func callAsFunction(_ x: Double) -> Double { x * factor } }
let double = Scale(factor: 2)
print(double(4.5))
@dynamicMemberLookup
struct Bag { var items: [String: Int]; subscript(dynamicMember key: String) -> Int { items[key] ?? 0 } }
print(Bag(items: ["pens": 3]).pens)
struct Row { var title: String }
var row = Row(title: "a")
row[keyPath: \Row.title] = "b"
print(row[keyPath: \.title])
