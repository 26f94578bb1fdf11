// swiftc: 4:19: error: binary operator '*' cannot be applied to operands of type 'Int' and 'Double'
let items = 3
let price = 2.5
let total = items * price
print(total)
