// swiftc: 7:12: error: incorrect argument label in call (have 'value:', expected 'amount:')
class Counter {
    var total = 0
    func add(amount: Int) { total += amount }
    func addTwice(amount: Int) {
        add(amount: amount)
        add(value: amount)
    }
}
Counter().addTwice(amount: 2)
