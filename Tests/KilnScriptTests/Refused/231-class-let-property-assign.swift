// swiftc: 7:9: error: cannot assign to property: 'owner' is a 'let' constant
class Account {
    let owner: String
    init(owner: String) { self.owner = owner }
}
let account = Account(owner: "Ana")
account.owner = "Ben"
print(account.owner)
