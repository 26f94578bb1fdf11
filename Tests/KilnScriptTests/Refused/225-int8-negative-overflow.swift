// swiftc: 3:17: error: integer literal '-129' overflows when stored into 'Int8'
let offsets: [Int8] = [-1, 0, 1]
let low: Int8 = -129
print(offsets, low)
