// swiftc: 3:11: error: cannot convert value of type 'Bool' to expected argument type 'Int'
func pad(_ width: Int) -> String { String(repeating: " ", count: width) }
print(pad(true) + "x")
