// swiftc: 4:30: error: incorrect argument label in call (have 'for:', expected 'forKey:')
import Foundation
let defaults = UserDefaults.standard
let visits = defaults.integer(for: "visits")
print(visits)
