// swiftc: 8:18: error: property 'price' with type 'Double' cannot override a property with type 'Int'
class Product {
    var price: Int { 10 }
    var name: String { "item" }
}
class Discounted: Product {
    override var name: String { "sale item" }
    override var price: Double { 8.5 }
}
print(Discounted().price)
