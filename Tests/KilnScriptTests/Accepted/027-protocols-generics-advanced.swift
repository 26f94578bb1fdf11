// swiftc: accepted
protocol Container {
    associatedtype Item
    var items: [Item] { get set }
    mutating func add(_ item: Item)
}
struct Stack<Element>: Container {
    var items: [Element] = []
    mutating func add(_ item: Element) { items.append(item) }
    func peek() -> Element? { items.last }
    subscript(i: Int) -> Element { items[i] }
}
func largest<T: Comparable>(_ a: T, _ b: T) -> T { a > b ? a : b }
var s = Stack<Int>()
s.add(3)
let top: Int = s.peek() ?? 0
let big: Double = largest(1.5, 2)
let word: String = largest("a", "b")
let first: Int = s[0]
print(top, big, word, first, s.items)
