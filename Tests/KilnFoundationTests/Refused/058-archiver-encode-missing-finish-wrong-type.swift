// swiftc: 8:27: error: cannot convert value of type 'Int' to specified type 'String'
import Foundation

let data = NSMutableData()
let archiver = NSKeyedArchiver(forWritingWith: data)
archiver.encode(["a"], forKey: "Checklists")
archiver.finishEncoding()
let length: String = data.length
print(length)
