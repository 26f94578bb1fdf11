// swiftc: 9:10: error: incorrect argument label in call (have 'value:', expected 'amount:')
struct Wallet {
    var balance = 0
    mutating func deposit(amount: Int) {
        balance += amount
    }
}
var w = Wallet()
w.deposit(value: 20)
print(w.balance)
