// swiftc: 5:13: error: call can throw but is not marked with 'try'
import Foundation

let fm = FileManager.default
let names = fm.contentsOfDirectory(atPath: NSTemporaryDirectory())
print(names.count)
