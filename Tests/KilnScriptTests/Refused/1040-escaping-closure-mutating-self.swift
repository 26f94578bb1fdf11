// swiftc: 7:24: error: escaping closure captures mutating 'self' parameter
var pending: [() -> Void] = []
struct Counter {
    var value = 0
    mutating func incrementLater() {
        value += 1
        pending.append({ self.value += 1 })
    }
}
var counter = Counter()
counter.incrementLater()
print(counter.value)
