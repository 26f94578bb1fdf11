// swiftc: 4:32: error: value of optional type 'String?' must be unwrapped to a value of type 'String'
import Foundation

let path: String = Bundle.main.path(forResource: "Data", ofType: "plist")
print(path)
