// swiftc: 8:31: error: actor-isolated property 'balance' can not be referenced from a nonisolated context
actor Account {
    var balance = 0
    func deposit(_ amount: Int) { balance += amount }
}

func report(_ account: Account) {
    print("Balance:", account.balance)
}
