// swiftc: 5:21: error: cannot convert value of type 'String' to specified type 'Int'
import Foundation

let url = URL(fileURLWithPath: "/tmp/notes.txt")
let name: Int = url.lastPathComponent
print(name)
