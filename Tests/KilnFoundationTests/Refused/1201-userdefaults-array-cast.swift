// swiftc: 8:36: error: value of optional type '[Any]?' must be unwrapped to a value of type '[Any]'
import Foundation

let defaults = UserDefaults.standard
defaults.set(["swift", "kotlin"], forKey: "languages")

func favoriteLanguages() -> [String] {
    let saved: [String] = defaults.array(forKey: "languages")
    return saved
}

for language in favoriteLanguages() {
    print(language)
}
