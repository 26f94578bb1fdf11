// swiftc: 3:18: error: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
let bonus: Int? = 5
let total = 10 + bonus
print(total)
