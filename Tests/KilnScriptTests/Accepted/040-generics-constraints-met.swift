// swiftc: accepted
struct Card: Equatable, Hashable, Comparable {
    var rank: Int
    static func < (a: Card, b: Card) -> Bool { a.rank < b.rank }
}
enum Suit { case hearts, spades }
func same<T: Equatable>(_ a: T, _ b: T) -> Bool { a == b }
func largest<T: Comparable>(_ items: [T]) -> T? { items.max() }
print(same(Card(rank: 1), Card(rank: 1)), same(Suit.hearts, .spades), same(1, 2))
print(largest([Card(rank: 2), Card(rank: 5)])?.rank ?? 0, largest(["b", "a"]) ?? "")
var hand = [Card(rank: 3), Card(rank: 1)]
hand.sort()
let deck: Set<Card> = [Card(rank: 1)]
let bySuit: [Suit: Int] = [.hearts: 1]
print(hand.map(\.rank), deck.count, bySuit[.hearts] ?? 0, hand.firstIndex(of: Card(rank: 3)) ?? -1)
print(Card(rank: 1) == Card(rank: 1), Suit.hearts == .hearts)
struct Stack<Element> { var items: [Element] = [] }
let stack = Stack<Int>()
let typed: Stack<String> = Stack()
func emptyList<T>() -> [T] { [] }
let list: [Int] = emptyList()
print(stack.items.count, typed.items.count, list.count)
struct Tag: CustomStringConvertible { var text: String; var description: String { "#\(text)" } }
func show<T: CustomStringConvertible>(_ v: T) -> String { v.description }
print(show(Tag(text: "swift")))
