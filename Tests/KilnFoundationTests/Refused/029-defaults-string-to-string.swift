// swiftc: 5:29: error: value of optional type 'String?' must be unwrapped to a value of type 'String'
import Foundation

let defaults = UserDefaults.standard
let name: String = defaults.string(forKey: "name")
print(name)
