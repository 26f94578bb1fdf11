// swiftc: 7:7: error: value of optional type '[String]?' must be unwrapped to refer to member 'subscript' of wrapped base type '[String]'
import Foundation

let defaults = UserDefaults.standard
defaults.set(["a", "b"], forKey: "tags")
let tags = defaults.stringArray(forKey: "tags")
print(tags[0])
