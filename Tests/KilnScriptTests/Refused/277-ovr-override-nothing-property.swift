// swiftc: 7:18: error: property does not override any property from its superclass
class Account {
    var kind: String { "basic" }
}

class Savings: Account {
    override var rate: Double { 0.02 }
}

print(Savings().kind)
