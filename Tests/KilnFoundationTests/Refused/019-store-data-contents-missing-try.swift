// swiftc: 5:12: error: call can throw but is not marked with 'try'
import Foundation

let url = URL(fileURLWithPath: NSTemporaryDirectory() + "x.bin")
let data = Data(contentsOf: url)
print(data.count)
