// swiftc: 3:28: error: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
let numbers = [4, 8, 15]
let largest: Int = numbers.max()
print(largest)
