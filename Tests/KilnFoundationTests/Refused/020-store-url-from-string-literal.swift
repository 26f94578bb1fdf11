// swiftc: 4:22: error: cannot convert value of type 'String' to specified type 'URL'
import Foundation

let documents: URL = "/tmp/Documents"
print(documents.path)
