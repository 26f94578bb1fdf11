// swiftc: 5:16: error: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
class Wallet {
    var coins: Int? = 3
    func doubled() -> Int {
        return coins * 2
    }
}
print(Wallet().doubled())
