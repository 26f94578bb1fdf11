// swiftc: 6:10: error: value of optional type 'Data?' must be unwrapped to refer to member 'count' of wrapped base type 'Data'
import Foundation

let message = "Saved at noon"
let bytes = message.data(using: .utf8)
print("\(bytes.count) bytes")
