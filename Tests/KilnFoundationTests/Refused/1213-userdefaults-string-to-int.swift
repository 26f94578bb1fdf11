// swiftc: 13:33: error: value of optional type 'String?' must be unwrapped to a value of type 'String'
import Foundation

let defaults = UserDefaults.standard

func recordLaunch() {
    var launches = defaults.integer(forKey: "launchCount")
    launches += 1
    defaults.set(launches, forKey: "launchCount")
}

func greeting() -> String {
    let name: String = defaults.string(forKey: "userName")
    return "Welcome back, \(name)!"
}

recordLaunch()
defaults.set("Sam", forKey: "userName")
print(greeting())
