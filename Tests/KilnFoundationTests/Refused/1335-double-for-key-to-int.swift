// swiftc: 6:32: error: cannot assign value of type 'Double' to type 'Int'
import Foundation

var volume = 5
UserDefaults.standard.set(0.8, forKey: "volume")
volume = UserDefaults.standard.double(forKey: "volume")
print(volume)
