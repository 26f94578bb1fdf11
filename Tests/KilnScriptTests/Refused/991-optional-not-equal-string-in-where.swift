// swiftc: 5:39: error: conflicting arguments to generic parameter 'Self' ('Int?' vs. 'String')
struct Item { var name: String; var quantity: Int? }
let items = [Item(name: "pen", quantity: 3), Item(name: "ink", quantity: nil)]
let wanted = "3"
for item in items where item.quantity != wanted {
    print(item.name)
}
