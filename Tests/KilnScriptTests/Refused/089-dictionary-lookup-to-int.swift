// swiftc: 3:22: error: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
let dict = ["a": 1]
let value: Int = dict["a"]
print(value)
