// swiftc: 2:20: error: cannot find type 'CaseIterible' in scope
enum Suit: String, CaseIterible {
    case hearts, spades
}
print(Suit.hearts.rawValue)
