// swiftc: 4:29: error: dictionary of type '[String : Any]' cannot be used with array literal
import Foundation
let defaults = UserDefaults.standard
defaults.register(defaults: ["soundOn", true])
print(defaults.bool(forKey: "soundOn"))
