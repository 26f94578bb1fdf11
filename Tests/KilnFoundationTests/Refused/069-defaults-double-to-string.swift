// swiftc: 7:18: error: cannot assign value of type 'Double' to type 'String'
import Foundation

let defaults = UserDefaults.standard
defaults.set(0.8, forKey: "volume")
var label = "Volume: "
label = defaults.double(forKey: "volume")
print(label)
