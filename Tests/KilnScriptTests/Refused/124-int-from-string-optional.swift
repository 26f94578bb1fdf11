// swiftc: 3:14: error: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
let text = "12"
let n: Int = Int(text)
print(n)
