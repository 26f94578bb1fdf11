// swiftc: 5:38: error: cannot convert return expression of type 'String' to return type 'Bool'
class BankAccount {
    var balance = 100.0
    func withdraw(_ amount: Double) -> Bool {
        if amount > balance { return "insufficient" }
        balance -= amount
        return true
    }
}
print(BankAccount().withdraw(10))
