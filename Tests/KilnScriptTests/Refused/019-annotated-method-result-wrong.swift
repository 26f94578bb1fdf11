// swiftc: 7:16: error: cannot convert value of type 'String' to specified type 'Int'
struct Counter {
    var value = 0
    func describe() -> String { return "count: \(value)" }
}
let c = Counter()
let v: Int = c.describe()
print(v)
