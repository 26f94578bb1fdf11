// swiftc: 5:20: error: cannot convert value of type 'Data' to specified type 'String'
import Foundation

let data = Data()
let text: String = data
print(text)
