// swiftc: 3:24: error: cannot convert value of type 'String' to specified type 'Int'
let hungry = true
let meal: Int = hungry ? "pizza" : "nothing"
print(meal)
