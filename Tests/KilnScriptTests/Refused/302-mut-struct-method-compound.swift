// swiftc: 6:17: error: left side of mutating operator isn't mutable: 'self' is immutable
struct Wallet {
    var balance = 0.0

    func deposit(_ amount: Double) {
        balance += amount
    }
}

var w = Wallet()
w.deposit(5)
