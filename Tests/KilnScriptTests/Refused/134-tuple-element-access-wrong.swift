// swiftc: 3:23: error: cannot convert value of type 'Int' to specified type 'String'
let point = (3, 4)
let x: String = point.0
print(x)
