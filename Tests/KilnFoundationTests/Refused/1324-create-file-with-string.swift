// swiftc: 5:70: error: cannot convert value of type 'String' to expected argument type 'Data'
import Foundation

let path = NSTemporaryDirectory() + "hello.txt"
let created = FileManager.default.createFile(atPath: path, contents: "Hello")
print(created)
