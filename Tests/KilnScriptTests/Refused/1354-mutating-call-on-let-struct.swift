// swiftc: 11:9: error: cannot use mutating member on immutable value: 'counter' is a 'let' constant
struct Counter {
    var value = 0

    mutating func increment() {
        value += 1
    }
}

let counter = Counter()
counter.increment()
print(counter.value)
