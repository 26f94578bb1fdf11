// swiftc: 5:34: error: cannot convert value of type 'Bool' to specified type 'String'
import Foundation

let defaults = UserDefaults.standard
let onboarded: String = defaults.bool(forKey: "onboarded")
print(onboarded)
