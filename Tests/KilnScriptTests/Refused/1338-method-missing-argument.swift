// swiftc: 12:16: error: missing argument for parameter 'to' in call
struct Wallet {
    var balance: Double

    mutating func pay(_ amount: Double, to person: String) {
        balance -= amount
        print("paid \(person) \(amount)")
    }
}

var wallet = Wallet(balance: 50)
wallet.pay(12.5)
print(wallet.balance)
