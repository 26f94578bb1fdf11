// swiftc: 8:7: error: global function 'same' requires that 'Card' conform to 'Equatable'
struct Card {
    var rank: Int
}
func same<T: Equatable>(_ a: T, _ b: T) -> Bool {
    return a == b
}
print(same(Card(rank: 1), Card(rank: 2)))
