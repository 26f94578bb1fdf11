// swiftc: accepted
import Foundation

let fm = FileManager.default
let tmp = NSTemporaryDirectory()
let path = (tmp as NSString).appendingPathComponent("a.txt")
try "hello".write(toFile: path, atomically: true, encoding: .utf8)
let exists: Bool = fm.fileExists(atPath: path)
let contents = fm.contents(atPath: path)
let size = contents?.count ?? 0
try fm.removeItem(atPath: path)
let url = URL(fileURLWithPath: tmp).appendingPathComponent("b.bin")
let data = Data([1, 2, 3])
try data.write(to: url)
let back = try Data(contentsOf: url)
print(exists, size, back.count, url.lastPathComponent)
