// swiftc: 8:13: error: value of optional type '[String : Any]?' must be unwrapped to refer to member 'subscript' of wrapped base type '[String : Any]'
import Foundation

let defaults = UserDefaults.standard
defaults.set(["alice": 3, "bob": 5], forKey: "scores")

let scores = defaults.dictionary(forKey: "scores")
let alice = scores["alice"]
print(alice as Any)
