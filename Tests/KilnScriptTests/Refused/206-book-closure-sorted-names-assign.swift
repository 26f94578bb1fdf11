// swiftc: 4:15: error: cannot assign value of type '[String]' to type '[Int]'
let names = ["Chris", "Alex", "Ewa"]
var reversedNames: [Int] = []
reversedNames = names.sorted(by: { $0 > $1 })
print(reversedNames)
