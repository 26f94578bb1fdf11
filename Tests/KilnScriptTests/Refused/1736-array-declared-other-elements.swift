// swiftc: 4:18: error: cannot assign value of type '[String]' to type '[Int]'
// A list of names kept in a variable declared for numbers.
let names = ["Chen", "Ana"]
let ids: [Int] = names
print(ids)
