// swiftc: 3:17: error: empty collection literal requires an explicit type
// A shopping list that starts empty.
var groceries = []
groceries.append("milk")
print(groceries)
