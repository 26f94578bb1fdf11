// swiftc: 8:8: error: initializer for conditional binding must have Optional type, not 'Bool'
import Foundation

let defaults = UserDefaults.standard
defaults.set(true, forKey: "onboarded")

func shouldShowTutorial() -> Bool {
    if let done = defaults.bool(forKey: "onboarded") {
        return !done
    }
    return true
}

if shouldShowTutorial() {
    print("Show tutorial")
} else {
    print("Skip tutorial")
}
