// swiftc: 3:7: error: integer literal '512' overflows when stored into 'UInt8'
var red: UInt8 = 0
red = 512
print(red)
