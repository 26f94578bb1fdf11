// swiftc: 17:48: error: unnamed argument #2 must precede argument 'forKey'
import Foundation

enum Theme: String {
    case light, dark
}

class ThemeManager {
    private let key = "theme"

    var current: Theme {
        let raw = UserDefaults.standard.string(forKey: key) ?? "light"
        return Theme(rawValue: raw) ?? .light
    }

    func choose(_ theme: Theme) {
        UserDefaults.standard.set(forKey: key, theme.rawValue)
    }
}

let manager = ThemeManager()
manager.choose(.dark)
print(manager.current)
