// swiftc: 13:5: error: return from initializer without initializing all stored properties
class BankAccount {
    var owner: String
    var balance: Double

    init(owner: String, deposit: Double) {
        self.owner = owner
        if deposit < 0 {
            print("Invalid deposit")
            return
        }
        balance = deposit
    }
}

let account = BankAccount(owner: "Mia", deposit: 50)
print(account.balance)
