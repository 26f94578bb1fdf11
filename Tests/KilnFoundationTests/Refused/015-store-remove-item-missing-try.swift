// swiftc: 6:1: error: call can throw but is not marked with 'try'
import Foundation

let fm = FileManager.default
let path = NSTemporaryDirectory() + "cache.bin"
fm.removeItem(atPath: path)
print("removed")
