// swiftc: 7:12: error: missing argument label 'side:' in call
func area(width: Int, height: Int) -> Int { width * height }
func area(side: Int = 3) -> Int { side * side }
print(area())
print(area(side: 5))
print(area(width: 2, height: 7))
print(area(4))
