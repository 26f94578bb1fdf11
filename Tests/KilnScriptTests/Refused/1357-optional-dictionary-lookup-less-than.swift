// swiftc: 5:17: error: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
var stock = ["apples": 4, "pears": 0]

func needsRestock(_ fruit: String) -> Bool {
    return stock[fruit] < 2
}

print(needsRestock("apples"))
