// swiftc: 6:29: error: cannot convert value of type 'Any?' to expected argument type 'Int'
import Foundation

func recordLaunch() {
    let defaults = UserDefaults.standard
    let launches = defaults.object(forKey: "launches") + 1
    defaults.set(launches, forKey: "launches")
}

recordLaunch()
print("launch recorded")
