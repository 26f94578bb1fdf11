// swiftc: 3:14: error: cannot convert value of type 'String' to specified type 'Int'
let a = 2
let b: Int = "\(a)"
print(b)
