// swiftc: 10:5: error: return from initializer without initializing all stored properties
struct Product {
    var name: String
    var price: Double
    var inStock: Bool

    init(name: String, price: Double) {
        self.name = name
        self.price = price
    }
}

let p = Product(name: "Lamp", price: 19.99)
print(p.name)
