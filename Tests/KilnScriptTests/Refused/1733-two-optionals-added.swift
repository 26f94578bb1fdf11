// swiftc: 6:17: error: binary operator '+' cannot be applied to two 'Int?' operands
// Two optional results added without unwrapping either.
func parse(_ text: String) -> Int? { Int(text) }
let first = parse("3")
let second = parse("4")
let sum = first + second
print(sum)
