// swiftc: 3:13: error: cannot convert value of type '[Int]' to expected argument type 'Int'
func total(_ n: Int) -> Int { n }
print(total([1, 2, 3]))
