// swiftc: 3:30: error: referencing operator function '==' on 'Equatable' requires that 'Item' conform to 'Equatable'
func occurrences<Item>(of wanted: Item, in items: [Item]) -> Int {
    return items.filter { $0 == wanted }.count
}
print(occurrences(of: 2, in: [1, 2, 2]))
