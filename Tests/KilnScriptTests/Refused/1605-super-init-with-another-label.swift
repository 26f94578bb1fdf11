// swiftc: 11:19: error: incorrect argument label in call (have 'name:', expected 'owner:')
class Account {
    var owner: String
    init(owner: String) {
        self.owner = owner
    }
}
class Savings: Account {
    var rate = 0.02
    init(name: String) {
        super.init(name: name)
    }
}
