// swiftc: 5:33: error: cannot convert value of type 'Int' to specified type 'String'
import Foundation

let defaults = UserDefaults.standard
let launches: String = defaults.integer(forKey: "launches")
print(launches)
