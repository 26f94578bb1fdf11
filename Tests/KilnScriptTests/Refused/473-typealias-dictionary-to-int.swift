// swiftc: 6:18: error: cannot convert value of type 'Inventory' (aka 'Dictionary<String, Int>') to specified type 'Int'
typealias Inventory = [String: Int]

var stock: Inventory = ["apples": 3, "pears": 5]
stock["plums"] = 2
let total: Int = stock
print(total)
