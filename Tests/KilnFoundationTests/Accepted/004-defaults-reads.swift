// swiftc: accepted
import Foundation

let defaults = UserDefaults.standard
defaults.set("Ann", forKey: "name")
defaults.set(3, forKey: "launches")
let name = defaults.string(forKey: "name") ?? "nobody"
let launches: Int = defaults.integer(forKey: "launches")
let saved = defaults.object(forKey: "name") as? String
let flag: Bool = defaults.bool(forKey: "flag")
let volume: Float = defaults.float(forKey: "volume")
print(name, launches, saved ?? "", flag, volume)
