// swiftc: 5:25: error: cannot convert value of type 'Bool' to specified type 'String'
import Foundation

let fm = FileManager.default
let exists: String = fm.fileExists(atPath: "/tmp")
print(exists)
