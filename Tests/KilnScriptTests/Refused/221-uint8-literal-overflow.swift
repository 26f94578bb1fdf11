// swiftc: 3:32: error: integer literal '300' overflows when stored into 'UInt8'
var brightness: UInt8 = 200
let levels: [UInt8] = [0, 128, 300]
brightness = levels[1]
print(brightness)
