// swiftc: 7:27: error: cannot convert value of type '()' to specified type 'Bool'
import Foundation

let data = NSMutableData()
let archiver = NSKeyedArchiver(forWritingWith: data)
archiver.encode("x", forKey: "k")
let done: Bool = archiver.finishEncoding()
print(done)
