// swiftc: 4:42: error: cannot convert value of type '[URL]' to specified type 'URL'
import Foundation

let documents: URL = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)
print(documents.path)
