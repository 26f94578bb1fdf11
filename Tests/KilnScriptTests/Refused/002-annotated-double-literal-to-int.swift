// swiftc: 3:18: error: cannot convert value of type 'Double' to specified type 'Int'
let items = 3
let price: Int = 4.99
print(items * price)
