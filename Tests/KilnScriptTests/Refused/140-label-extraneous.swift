// swiftc: 3:13: error: extraneous argument label 'x:' in call
func square(_ x: Int) -> Int { x * x }
print(square(x: 3))
