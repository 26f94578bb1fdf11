// swiftc: 4:34: error: cannot convert value of type 'String' to specified type 'Double'
let hasCoupon = false
let subtotal = 40.0
let discount: Double = hasCoupon ? subtotal * 0.1 : "0"
print(subtotal - discount)
