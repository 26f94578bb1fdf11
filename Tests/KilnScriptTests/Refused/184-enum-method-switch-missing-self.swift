// swiftc: 5:9: error: switch must be exhaustive
enum Coin {
    case penny, nickel, dime, quarter
    var cents: Int {
        switch self {
        case .penny: return 1
        case .nickel: return 5
        case .dime: return 10
        }
    }
}
print(Coin.quarter.cents)
