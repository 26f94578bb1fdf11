// swiftc: 6:7: error: value of optional type 'String?' must be unwrapped to refer to member 'count' of wrapped base type 'String'
import Foundation

let defaults = UserDefaults.standard
let theme = defaults.string(forKey: "theme")
print(theme.count)
