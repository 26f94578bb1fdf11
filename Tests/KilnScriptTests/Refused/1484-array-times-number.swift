// swiftc: 4:22: error: binary operator '*' cannot be applied to operands of type '[Double]' and 'Int'
// Doubling every price with `*` on the array.
let prices = [1.5, 2.0, 3.25]
let doubled = prices * 2
print(doubled)
