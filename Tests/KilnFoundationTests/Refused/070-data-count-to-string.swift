// swiftc: 5:25: error: cannot convert value of type 'Int' to specified type 'String'
import Foundation

let data = Data("hello".utf8)
let size: String = data.count
print(size)
