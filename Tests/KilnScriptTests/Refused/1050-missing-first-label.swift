// swiftc: 3:11: error: missing argument label 'width:' in call
func area(width: Int, height: Int) -> Int { width * height }
print(area(4, height: 5))
