// swiftc: 5:32: error: type 'Int' cannot be used as a boolean; test for '!= 0' instead
import Foundation

let defaults = UserDefaults.standard
var firstTime: Bool = defaults.integer(forKey: "FirstTime")
print(firstTime)
