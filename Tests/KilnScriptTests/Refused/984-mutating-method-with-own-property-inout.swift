// swiftc: 11:1: error: overlapping accesses to 'wallet', but modification requires exclusive access; consider copying to a local variable [#ExclusivityViolation]
struct Wallet {
    var coins = 10
    var saved = 0
    mutating func transfer(_ amount: inout Int) {
        saved += amount
        amount = 0
    }
}
var wallet = Wallet()
wallet.transfer(&wallet.coins)
print(wallet)
