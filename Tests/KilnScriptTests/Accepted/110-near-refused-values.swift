// swiftc: accepted
// Empty collections with a type, force unwraps of optionals, generic comparisons with constraints.
let names: [String] = []
var counts: [String: Int] = [:]
var queue = [Int]()
let more = [] as [Double]
func fresh() -> [Int] { return [] }
counts = [:]
queue = []
print(names, counts, queue, more, fresh())
let maybe: Int? = 4
let forced: Int! = 5
let table = ["a": 1]
print(maybe!, forced!, table["a"]!, [3, 1].first!, Int("7")!)
let word: String? = "hi"
print(word!.count, word?.count ?? 0)
func same<T: Equatable>(_ a: T, _ b: T) -> Bool { a == b }
func smaller<T>(_ a: T, _ b: T) -> T where T: Comparable { a < b ? a : b }
func index<Element: Equatable>(of wanted: Element, in items: [Element]) -> Int? {
    for (i, item) in items.enumerated() where item == wanted { return i }
    return nil
}
func describe<T>(_ a: T, _ b: T) -> String { "\(a) and \(b)" }
func countEqual<T>(_ items: [T], _ same: (T, T) -> Bool) -> Int {
    var total = 0
    for a in items { for b in items where same(a, b) { total += 1 } }
    return total
}
print(same(1, 1), smaller("b", "a"), index(of: 3, in: [1, 3]) ?? -1, describe(1, 2), countEqual([1, 2, 1]) { $0 == $1 })
print((1, "a") < (2, "b"), (1, true) == (1, true))
struct Pair { var a = 0 }
var p = Pair()
p.a = 3
print(p.a)
