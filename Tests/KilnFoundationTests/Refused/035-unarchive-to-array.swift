// swiftc: 5:41: error: cannot convert value of type 'Any?' to specified type '[String]'
import Foundation

let path = NSTemporaryDirectory() + "items.archive"
let items: [String] = NSKeyedUnarchiver.unarchiveObject(withFile: path)
print(items)
