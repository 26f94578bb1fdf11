// swiftc: 5:12: error: call can throw but is not marked with 'try'
import Foundation

let words = ["one", "two"]
let data = NSKeyedArchiver.archivedData(withRootObject: words, requiringSecureCoding: false)
print(data.count)
