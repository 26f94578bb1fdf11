// swiftc: 5:31: error: cannot convert value of type 'String' to specified type 'Int'
// The result of sorting names used as a number.
let names = ["Zoe", "Adam", "Li"]
let ordered = names.sorted(by: >)
let firstLength: Int = ordered[0]
print(firstLength)
