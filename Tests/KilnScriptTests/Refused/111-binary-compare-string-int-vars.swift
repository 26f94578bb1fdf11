// swiftc: 4:12: error: binary operator '==' cannot be applied to operands of type 'String' and 'Int'
let code = "7"
let expected = 7
print(code == expected)
