// swiftc: 7:10: error: cannot convert value of type 'Int' to expected argument type 'String'
class Cart {
    var items: [String] = []
    func add(_ item: String) { items.append(item) }
}
let cart = Cart()
cart.add(7)
print(cart.items)
