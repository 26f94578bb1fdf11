// swiftc: 6:38: error: extra argument 'atomically' in call
import Foundation

let bytes = Data([0x48, 0x69])
let url = FileManager.default.temporaryDirectory.appendingPathComponent("hi.bin")
try bytes.write(to: url, atomically: true)
print("written")
