// swiftc: 25:6: warning: result of call to 'add(_:to:)' is unused [#no-usage]
// swiftc: 26:12: warning: result of call to 'make()' is unused [#no-usage]
// swiftc: 28:9: warning: result of call to 'increment()' is unused [#no-usage]
struct Calculator {
    func add(_ a: Int, to b: Int) -> Int {
        return a + b
    }
    static func make() -> Calculator {
        return Calculator()
    }
}
class Counter {
    var count = 0
    func increment() -> Int {
        count += 1
        return count
    }
    @discardableResult
    func reset() -> Int {
        count = 0
        return count
    }
}
let calc = Calculator()
calc.add(1, to: 2)
Calculator.make()
let counter = Counter()
counter.increment()
counter.reset()
print(counter.count)
