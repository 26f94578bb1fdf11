// swiftc: 3:19: error: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
let input = "42"
let number: Int = Int(input)
print(number + 1)
