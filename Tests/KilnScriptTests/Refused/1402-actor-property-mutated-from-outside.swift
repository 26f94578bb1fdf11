// swiftc: 12:6: error: actor-isolated property 'items' can not be mutated from a nonisolated context
actor Inventory {
    var items: [String] = []
    func count() -> Int { items.count }
}

func restock(_ shop: Inventory) async -> Int {
    await shop.count()
}

let shop = Inventory()
shop.items.append("lamp")
