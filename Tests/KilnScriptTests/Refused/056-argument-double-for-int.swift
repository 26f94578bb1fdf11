// swiftc: 3:19: error: cannot convert value of type 'Double' to expected argument type 'Int'
func repeatCount(_ n: Int) -> Int { n }
print(repeatCount(2.5))
