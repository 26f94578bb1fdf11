// swiftc: 6:39: error: cannot convert value of type 'URL' to expected argument type 'String'
import Foundation

let url = FileManager.default.temporaryDirectory.appendingPathComponent("poem.txt")
try "Roses are red".write(to: url, atomically: true, encoding: .utf8)
let poem = try String(contentsOfFile: url, encoding: .utf8)
print(poem)
