// swiftc: 10:15: error: 'balance' is inaccessible due to 'private' protection level
struct BankAccount {
    private var balance = 0.0
    mutating func deposit(_ amount: Double) { balance += amount }
    func statement() -> String { "Balance: \(balance)" }
}
var account = BankAccount()
account.deposit(50)
print(account.statement())
print(account.balance)
