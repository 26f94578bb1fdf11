// swiftc: 6:19: error: referencing instance method 'firstIndex(of:)' on 'Collection' requires that 'Item' conform to 'Equatable'
struct Item {
    var id: Int
}
let items = [Item(id: 1), Item(id: 2)]
let index = items.firstIndex(of: Item(id: 2))
print(index as Any)
