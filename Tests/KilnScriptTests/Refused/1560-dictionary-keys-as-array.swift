// swiftc: 4:34: error: cannot convert value of type 'Dictionary<String, Int>.Keys' to specified type '[String]'
// A dictionary's keys stored in a variable declared as an array.
let stock = ["apples": 3, "pears": 5]
let fruitNames: [String] = stock.keys
print(fruitNames)
