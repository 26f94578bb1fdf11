// swiftc: 6:10: error: function is unused [#no-usage]
import Foundation

let defaults = UserDefaults.standard
defaults.set("Ocean", forKey: "theme")
defaults.synchronize
print(defaults.string(forKey: "theme") ?? "none")
