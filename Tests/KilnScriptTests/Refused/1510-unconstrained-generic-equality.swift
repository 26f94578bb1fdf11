// swiftc: 2:51: error: binary operator '==' cannot be applied to two 'Item' operands
func same<Item>(_ a: Item, _ b: Item) -> Bool { a == b }
print(same("x", "y"))
