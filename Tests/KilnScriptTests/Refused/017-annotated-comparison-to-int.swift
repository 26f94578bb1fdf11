// swiftc: 3:21: error: cannot convert value of type 'Bool' to specified type 'Int'
let x = 3
let bigger: Int = x > 2
print(bigger)
