// swiftc: 3:27: error: cannot convert value of type 'Int' to specified type 'String'
let steps = [1200, 3400, 800]
let total: String = steps.reduce(0, +)
print(total)
