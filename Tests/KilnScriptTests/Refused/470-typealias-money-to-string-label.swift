// swiftc: 10:30: error: cannot convert value of type 'Money' (aka 'Double') to specified type 'String'
typealias Money = Double

struct Product {
    var name: String
    var price: Money
}

let tea = Product(name: "Green tea", price: 4.5)
let priceLabel: String = tea.price
print(tea.name, priceLabel)
