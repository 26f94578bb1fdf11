// swiftc: 7:26: error: cannot convert value of type 'String' to expected argument type 'Double'
class Account {
    var balance: Double
    init(balance: Double) { self.balance = balance }
}
let label = "100"
let a = Account(balance: label)
print(a.balance)
