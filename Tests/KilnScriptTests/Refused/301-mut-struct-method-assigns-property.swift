// swiftc: 6:9: error: cannot assign to property: 'self' is immutable
struct Counter {
    var count = 0

    func increment() {
        count = count + 1
    }
}

var c = Counter()
c.increment()
print(c.count)
