// swiftc: 4:5: error: switch must be exhaustive
enum Suit { case hearts, spades, clubs, diamonds }
func color(of suit: Suit) -> String {
    switch suit {
    case .hearts, .diamonds: return "red"
    case .spades: return "black"
    }
}
print(color(of: .clubs))
