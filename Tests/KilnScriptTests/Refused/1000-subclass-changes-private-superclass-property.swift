// swiftc: 8:23: error: 'balance' is inaccessible due to 'private' protection level
class SavingsAccount {
    private var balance = 0.0
    var owner = "Ada"
    func deposit(_ amount: Double) { balance += amount }
}
class BonusAccount: SavingsAccount {
    func addBonus() { balance += 10 }
}
let account = BonusAccount()
account.deposit(5)
account.addBonus()
