// swiftc: 3:32: error: integer literal '256' overflows when stored into 'UInt8'
import Foundation
let header = Data([0x89, 0x50, 256])
print(header.count)
