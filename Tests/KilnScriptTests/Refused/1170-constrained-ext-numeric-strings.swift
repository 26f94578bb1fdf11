// swiftc: 28:34: error: referencing instance method 'total()' on 'Array' requires that 'String' conform to 'Numeric'
// A shopping list totals its prices with an extension on Array.
extension Array where Element: Numeric {
    func total() -> Element {
        var sum: Element = 0
        for value in self {
            sum += value
        }
        return sum
    }
}

struct ShoppingList {
    var items: [String] = []
    var prices: [Double] = []

    mutating func add(_ item: String, price: Double) {
        items.append(item)
        prices.append(price)
    }
}

var list = ShoppingList()
list.add("Milk", price: 1.29)
list.add("Bread", price: 2.50)
list.add("Eggs", price: 3.10)
print("Prices total: \(list.prices.total())")
print("Items total: \(list.items.total())")
