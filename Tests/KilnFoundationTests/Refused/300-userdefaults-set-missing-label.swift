// swiftc: 4:13: error: missing argument label 'forKey:' in call
import Foundation
let defaults = UserDefaults.standard
defaults.set(5, "highScore")
print(defaults.integer(forKey: "highScore"))
