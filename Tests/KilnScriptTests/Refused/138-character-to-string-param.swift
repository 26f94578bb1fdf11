// swiftc: 4:12: error: cannot convert value of type 'Character' to expected argument type 'String'
func echo(_ s: String) -> String { s }
let c: Character = "k"
print(echo(c))
