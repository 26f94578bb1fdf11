// swiftc: 6:14: error: cannot assign through subscript: 'self' is immutable
struct Inventory {
    var stock: [String: Int] = [:]

    func restock(_ item: String) {
        stock[item] = 10
    }
}

var inv = Inventory()
inv.restock("apples")
