// swiftc: 6:32: error: cannot convert value of type '[Any]' to expected argument type '[String]'
import Foundation

let defaults = UserDefaults.standard
defaults.set(["milk", "eggs"], forKey: "shopping")
let items: [String] = defaults.array(forKey: "shopping") ?? []
print(items)
