// swiftc: 4:15: error: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
let stock = ["apples": 3, "pears": 5]
var apples = 0
apples = stock["apples"]
print(apples)
