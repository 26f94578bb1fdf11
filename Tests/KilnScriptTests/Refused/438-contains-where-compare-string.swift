// swiftc: 3:42: error: binary operator '<' cannot be applied to operands of type 'Int' and 'String'
let names = ["Ana", "Bo"]
let hasShort = names.contains { $0.count < "3" }
print(hasShort)
