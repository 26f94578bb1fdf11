// swiftc: 6:23: error: cannot convert value of type 'Bool' to specified type 'String'
import Foundation

let path = NSTemporaryDirectory() + "items.archive"
let exists = FileManager.default.fileExists(atPath: path)
let message: String = exists
print(message)
