// swiftc: 5:19: error: ambiguous use of 'dime'
enum Coin: Int {
    case penny = 1, nickel = 5, dime = 10
}
let pocket = Coin.dime
print(pocket.rawValue)
enum Coin: Int {
    case penny = 1, dime = 10, quarter = 25
}
