// swiftc: 7:8: error: type 'Counter' does not conform to protocol 'Resettable'
protocol Resettable {
    static func makeDefault() -> Self
    mutating func reset()
}

struct Counter: Resettable {
    var count = 0
    static func makeDefault() -> Counter { Counter() }
}

print(Counter.makeDefault().count)
