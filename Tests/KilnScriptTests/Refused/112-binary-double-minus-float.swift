// swiftc: 4:9: error: binary operator '-' cannot be applied to operands of type 'Double' and 'Float'
let a = 1.5
let b: Float = 0.5
print(a - b)
