// swiftc: 3:21: error: negative integer '-2' overflows when stored into unsigned type 'UInt16'
let level: UInt8 = 3
let below: UInt16 = -2
print(level, below)
