// swiftc: 5:21: error: cannot convert value of type 'Date' to specified type 'String'
import Foundation

let created = Date()
let stamp: String = created
print(stamp)
