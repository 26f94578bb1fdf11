// swiftc: 7:17: error: cannot convert value of type 'String' to expected argument type 'Int'
struct Counter {
    var value = 0
    mutating func increment(by step: Int) { value += step }
}
var c = Counter()
c.increment(by: "1")
print(c.value)
