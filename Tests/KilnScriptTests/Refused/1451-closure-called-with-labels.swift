// swiftc: 6:19: error: extraneous argument labels 'price:rate:' in call
// A closure kept in a constant and called with the labels of its parameters.
let priceWithTax = { (price: Double, rate: Double) -> Double in
    price * (1 + rate)
}
print(priceWithTax(price: 10, rate: 0.2))
