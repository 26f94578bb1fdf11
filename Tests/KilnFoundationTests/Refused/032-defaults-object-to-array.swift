// swiftc: 5:32: error: cannot convert value of type 'Any?' to specified type '[String]'
import Foundation

let defaults = UserDefaults.standard
let saved: [String] = defaults.object(forKey: "names")
print(saved)
