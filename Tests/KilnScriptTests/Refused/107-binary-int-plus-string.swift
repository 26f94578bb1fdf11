// swiftc: 3:20: error: binary operator '+' cannot be applied to operands of type 'Int' and 'String'
let apples = 3
let label = apples + " apples"
print(label)
