// swiftc: 6:1: error: call can throw but is not marked with 'try'
import Foundation

let url = FileManager.default.temporaryDirectory.appendingPathComponent("note.txt")
let data = Data("note".utf8)
data.write(to: url)
print("written")
