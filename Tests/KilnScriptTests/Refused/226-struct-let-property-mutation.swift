// swiftc: 6:15: error: left side of mutating operator isn't mutable: 'counter' is a 'let' constant
struct Counter {
    var value = 0
}
let counter = Counter()
counter.value += 1
print(counter.value)
