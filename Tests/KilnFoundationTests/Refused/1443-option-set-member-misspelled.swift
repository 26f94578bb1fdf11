// swiftc: 4:29: error: type 'JSONEncoder.OutputFormatting' has no member 'pretty'
import Foundation
let encoder = JSONEncoder()
encoder.outputFormatting = .pretty
print("ok")
