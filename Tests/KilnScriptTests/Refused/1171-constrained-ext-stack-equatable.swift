// swiftc: 34:9: error: referencing instance method 'contains' on 'Stack' requires that 'Card' conform to 'Equatable'
struct Stack<Element> {
    private var storage: [Element] = []

    mutating func push(_ element: Element) {
        storage.append(element)
    }

    mutating func pop() -> Element? {
        storage.popLast()
    }

    var top: Element? { storage.last }
}

extension Stack where Element: Equatable {
    func contains(_ element: Element) -> Bool {
        var copy = self
        while let next = copy.pop() {
            if next == element { return true }
        }
        return false
    }
}

struct Card {
    let rank: Int
    let suit: String
}

var deck = Stack<Card>()
deck.push(Card(rank: 1, suit: "hearts"))
deck.push(Card(rank: 12, suit: "spades"))
if deck.contains(Card(rank: 12, suit: "spades")) {
    print("Found the queen")
}
