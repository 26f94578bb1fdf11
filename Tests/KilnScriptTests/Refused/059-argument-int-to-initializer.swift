// swiftc: 6:23: error: cannot convert value of type 'Int' to expected argument type 'String'
struct Item {
    var name: String
    var quantity: Int
}
let item = Item(name: 5, quantity: 2)
print(item)
