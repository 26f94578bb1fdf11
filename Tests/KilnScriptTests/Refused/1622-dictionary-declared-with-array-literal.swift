// swiftc: 2:28: error: dictionary of type '[String : Int]' cannot be initialized with array literal
var stock: [String: Int] = ["apples", 3, "pears", 5]
stock["plums"] = 2
print(stock)
