// swiftc: 3:29: error: arithmetic operation '127 + 1' (on type 'Int8') results in an overflow
let small: Int8 = 100
let tooBig: Int8 = Int8.max + 1
print(small, tooBig)
