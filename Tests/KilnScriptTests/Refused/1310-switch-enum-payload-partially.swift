// swiftc: 9:5: error: switch must be exhaustive
enum Payment {
    case cash(Double)
    case card(number: String, amount: Double)
    case voucher(code: String)
}

func amount(of payment: Payment) -> Double {
    switch payment {
    case .cash(let value):
        return value
    case .card(_, let value):
        return value
    case .voucher("FREE"):
        return 0
    }
}

print(amount(of: .cash(5)))
