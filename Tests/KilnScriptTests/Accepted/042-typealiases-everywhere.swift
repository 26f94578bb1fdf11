// swiftc: accepted
typealias Money = Double
typealias Ledger = [String: Money]
typealias Handler = (Money) -> String
typealias Pair<T> = (T, T)
typealias MaybeName = String?

class Account {
    typealias Entry = (label: String, amount: Money)
    var entries: [Entry] = []
    var balance: Money { return entries.reduce(0) { $0 + $1.amount } }
    func add(_ label: String, _ amount: Money) { entries.append((label: label, amount: amount)) }
}
typealias Wallet = Account

let wallet: Wallet = Account()
wallet.add("coffee", 3)
wallet.add("book", 12.5)
let total: Money = wallet.balance * 2
let plain: Double = total
var ledger: Ledger = ["rent": 800]
ledger["food"] = 120
let format: Handler = { "$\($0)" }
let pair: Pair<Int> = (1, 2)
var nickname: MaybeName = nil
nickname = "Sam"
let first: Money = 7
print(plain, ledger.count, format(wallet.balance), pair.0 + pair.1, nickname ?? "-", first / 2, wallet.entries[0].label)
