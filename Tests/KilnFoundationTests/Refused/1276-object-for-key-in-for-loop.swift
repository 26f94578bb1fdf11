// swiftc: 7:22: error: for-in loop requires 'Any?' to conform to 'Sequence'; did you mean to unwrap optional?
import Foundation

let defaults = UserDefaults.standard
defaults.set(["milk", "eggs"], forKey: "shopping")

for item in defaults.object(forKey: "shopping") {
    print(item)
}
