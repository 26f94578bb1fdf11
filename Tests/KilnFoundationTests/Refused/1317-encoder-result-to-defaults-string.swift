// swiftc: 11:28: error: cannot convert value of type 'Data' to specified type 'String'
import Foundation

struct Preferences: Codable {
    var fontSize: Int
    var darkMode: Bool
}

func save(_ prefs: Preferences) {
    if let data = try? JSONEncoder().encode(prefs) {
        let text: String = data
        UserDefaults.standard.set(text, forKey: "prefs")
    }
}

save(Preferences(fontSize: 14, darkMode: true))
print("saved")
