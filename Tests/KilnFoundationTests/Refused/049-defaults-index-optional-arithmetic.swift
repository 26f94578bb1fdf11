// swiftc: 6:12: error: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
import Foundation

let defaults = UserDefaults.standard
let index = defaults.object(forKey: "ChecklistIndex") as? Int
let next = index + 1
print(next)
