// swiftc: 7:1: error: switch must be exhaustive
enum Payment {
    case cash
    case card(number: String)
}
let p = Payment.cash
switch p {
case .cash: print("cash")
}
