// swiftc: 3:17: error: binary operator '+' cannot be applied to operands of type 'String' and 'Int'
let count = 3
print("Count: " + count)
