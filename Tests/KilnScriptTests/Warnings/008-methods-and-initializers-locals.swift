// swiftc: 7:13: warning: variable 'trimmed' was never mutated; consider changing to 'let' constant
// swiftc: 8:13: warning: initialization of immutable value 'unused' was never used; consider replacing with assignment to '_' or removing it [#no-usage]
// swiftc: 15:13: warning: variable 'value' was never mutated; consider changing to 'let' constant
struct Basket {
    var items: [String] = []
    mutating func add(_ item: String) {
        var trimmed = item
        let unused = item.count
        items.append(trimmed)
    }
}
class Store {
    var total = 0
    init(start: Int) {
        var value = start
        total = value
    }
}
var basket = Basket()
basket.add("apple")
print(basket.items, Store(start: 2).total)
