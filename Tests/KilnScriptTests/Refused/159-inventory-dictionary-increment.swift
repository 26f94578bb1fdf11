// swiftc: 3:28: error: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
var inventory = ["apples": 3]
let apples: Int = inventory["apples"]
inventory["apples"] = apples + 1
print(inventory)
