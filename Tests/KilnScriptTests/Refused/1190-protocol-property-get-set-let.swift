// swiftc: 7:8: error: type 'Timer' does not conform to protocol 'Resettable'
protocol Resettable {
    var value: Int { get set }
    mutating func reset()
}

struct Timer: Resettable {
    let value: Int

    mutating func reset() {
        print("Resetting timer")
    }
}

var t = Timer(value: 30)
t.reset()
print(t.value)
