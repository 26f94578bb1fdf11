// swiftc: 7:35: error: variable 'self.owner' used before being initialized
// A class whose initializer prints a property before giving it a value.
class Account {
    var owner: String
    var balance: Double
    init(owner: String) {
        print("opening for \(self.owner)")
        self.owner = owner
        balance = 0
    }
}
print(Account(owner: "Li").balance)
