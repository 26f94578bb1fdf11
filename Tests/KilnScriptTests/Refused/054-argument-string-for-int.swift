// swiftc: 3:14: error: cannot convert value of type 'String' to expected argument type 'Int'
func square(_ x: Int) -> Int { return x * x }
print(square("4"))
