// swiftc: 2:14: error: cannot convert value of type 'String' to specified type 'Int'
let a: Int = "one"
let b: String = 2
var c = true
c = "no"
print(a, b, c)
