// swiftc: 8:15: error: left side of mutating operator isn't mutable: 'value' setter is inaccessible
struct Counter {
    private(set) var value = 0
    mutating func increment() { value += 1 }
}
var counter = Counter()
counter.increment()
counter.value += 10
print(counter.value)
