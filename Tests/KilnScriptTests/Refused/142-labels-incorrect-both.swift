// swiftc: 3:13: error: incorrect argument labels in call (have 'w:h:', expected 'width:height:')
func resize(width: Int, height: Int) -> Int { width * height }
print(resize(w: 2, h: 3))
