// swiftc: 4:29: error: cannot call value of non-function type 'UserDefaults'
import Foundation

let defaults = UserDefaults.standard()
defaults.set(true, forKey: "onboarded")
print(defaults.bool(forKey: "onboarded"))
