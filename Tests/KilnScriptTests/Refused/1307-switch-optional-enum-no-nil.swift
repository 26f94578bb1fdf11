// swiftc: 7:1: error: switch must be exhaustive
enum Suit {
    case hearts, spades
}

let chosen: Suit? = .hearts
switch chosen {
case .hearts:
    print("red")
case .spades:
    print("black")
}
