// swiftc: 3:12: error: missing argument for parameter #2 in call
let add = { (a: Int, b: Int) in a + b }
print(add(1))
