// swiftc: 6:22: error: integer literal '256' overflows when stored into 'UInt8'
import Foundation

let header: [UInt8] = [0x89, 0x50, 0x4E, 0x47]
var data = Data(header)
let trailer: UInt8 = 256
data.append(trailer)
print(data.count)
