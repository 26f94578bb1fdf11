// swiftc: 7:23: error: cannot convert value of type 'Double' to specified type 'String'
var cart: [String: Double] = ["apple": 0.5, "bread": 2.25]
var total = 0.0
for (_, price) in cart {
    total += price
}
let receipt: String = total
print(receipt)
