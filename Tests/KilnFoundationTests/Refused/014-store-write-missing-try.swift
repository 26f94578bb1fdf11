// swiftc: 6:1: error: call can throw but is not marked with 'try'
import Foundation

let url = FileManager.default.temporaryDirectory.appendingPathComponent("items.data")
let data = Data()
data.write(to: url)
print("saved")
