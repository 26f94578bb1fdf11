// swiftc: 8:6: error: actor-isolated property 'items' can not be mutated from a nonisolated context
actor Inventory {
    var items: [String] = []
}

let shop = Inventory()
Task { await shop.items.count }
shop.items.append("lamp")
