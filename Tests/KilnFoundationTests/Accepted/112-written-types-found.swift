// swiftc: accepted
// Types named in signatures and annotations that swiftc finds: nested, generic, aliased, the library's.
import Foundation
struct Library {
    enum Genre { case fiction, poetry }
    struct Book { var title: String; var genre: Genre }
    var books: [Book] = []
    func titles(in genre: Genre) -> [String] { books.filter { $0.genre == genre }.map(\.title) }
}
typealias Shelf = [Library.Book]
struct Stack<Item> {
    var items: [Item] = []
    mutating func push(_ item: Item) { items.append(item) }
}
extension Stack {
    func peek() -> Item? { items.last }
}
extension Array where Element: Numeric {
    func total() -> Element { reduce(0, +) }
}
struct Countdown: Sequence, IteratorProtocol {
    var count: Int
    mutating func next() -> Int? { count == 0 ? nil : { count -= 1; return count + 1 }() }
}
enum Level: Int, CaseIterable { case low = 1, high }
func describe<Value: CustomStringConvertible>(_ value: Value) -> String { value.description }
func parse(_ text: String) -> Result<Int, Error> {
    if let n = Int(text) { return .success(n) }
    return .failure(NSError(domain: "parse", code: 1))
}
let shelf: Shelf = [Library.Book(title: "Odes", genre: .poetry)]
var stack = Stack<Int>()
stack.push(3)
let when: Date = Date(timeIntervalSince1970: 0)
let url: URL? = URL(string: "https://example.com")
let small: Int8 = 3, ratio: CGFloat = 1.5
let lib = Library(books: shelf)
print(lib.titles(in: .poetry), stack.peek() ?? 0, [1, 2].total(), Array(Countdown(count: 2)), Level.allCases.count)
print(describe(4), (try? parse("5").get()) ?? 0, when.timeIntervalSince1970, url?.host ?? "", small, ratio)
let names: Swift.String = "x"
print(names)
