// swiftc: 6:21: error: cannot assign value of type 'Bool' to type 'Int'
import Foundation

let defaults = UserDefaults.standard
var firstRun = 0
firstRun = defaults.bool(forKey: "firstRun")
print(firstRun)
