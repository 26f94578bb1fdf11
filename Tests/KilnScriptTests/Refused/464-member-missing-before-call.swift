// swiftc: 6:17: error: value of type 'Item' has no member 'title'
struct Item {
    var name: String
}
func label(for item: Item) -> String {
    return item.title.uppercased()
}
print(label(for: Item(name: "a")))
