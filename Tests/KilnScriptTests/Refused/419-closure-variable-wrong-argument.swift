// swiftc: 3:14: error: cannot convert value of type 'String' to expected argument type 'Int'
let double = { (n: Int) -> Int in n * 2 }
print(double("4"))
