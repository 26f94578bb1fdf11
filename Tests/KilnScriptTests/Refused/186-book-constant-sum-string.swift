// swiftc: 4:16: error: binary operator '+' cannot be applied to operands of type 'Int' and 'Double'
let three = 3
let pointOneFourOneFiveNine = 0.14159
let pi = three + pointOneFourOneFiveNine
print(pi)
