// swiftc: 5:20: error: value of optional type 'String?' must be unwrapped to a value of type 'String'
import Foundation

let data = Data("saved".utf8)
let text: String = String(data: data, encoding: .utf8)
print(text)
