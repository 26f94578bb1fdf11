// swiftc: 2:16: error: cannot convert value of type 'String' to specified type 'Int'
let age: Int = "twelve"
print(age)
