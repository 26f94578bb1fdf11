// swiftc: 5:23: error: value of type 'Int' has no member 'intValue'
// NSNumber's accessor on a plain Int.
import Foundation
let stored = UserDefaults.standard.integer(forKey: "launches")
let launches = stored.intValue + 1
print(launches)
