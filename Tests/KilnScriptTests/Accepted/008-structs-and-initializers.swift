// swiftc: accepted
struct Item {
    var name: String
    var price = 0.0
    let id = 7
    var tags: [String] = []
    var note: String?
}
let a = Item(name: "lamp")
let b = Item(name: "desk", price: 5, tags: ["wood"], note: nil)
class Store {
    var items: [Item] = []
    init() {}
    init?(count: Int) { if count < 0 { return nil } }
    convenience init(first: Item) { self.init(); items.append(first) }
}
guard let store = Store(count: 1) else { fatalError() }
store.items.append(a)
let other = Store(first: b)
print(store.items.count, other.items[0].price, a.id, b.note ?? "-")
