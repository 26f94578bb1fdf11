// swiftc: 3:21: error: cannot convert value of type 'Int' to specified type 'String'
let count = 5
let label: String = count
print(label)
