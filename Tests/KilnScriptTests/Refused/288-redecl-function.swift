// swiftc: 6:6: error: invalid redeclaration of 'total'
func total(_ a: Int, _ b: Int) -> Int {
    return a + b
}

func total(_ a: Int, _ b: Int) -> Int {
    return a + b + 0
}

print(total(1, 2))
