// swiftc: 5:1: error: call can throw but is not marked with 'try'
import Foundation

let text = "hello"
text.write(toFile: NSTemporaryDirectory() + "a.txt", atomically: true, encoding: .utf8)
print("written")
