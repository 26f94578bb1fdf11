// swiftc: 5:29: error: cannot convert value of type 'String' to specified type 'URL'
import Foundation

let folders = NSSearchPathForDirectoriesInDomains(.documentDirectory, .userDomainMask, true)
let documents: URL = folders[0]
print(documents.path)
