// swiftc: 10:9: error: cannot assign to property: 'self' is immutable
import Foundation

struct SettingsStore {
    var values: [String: Any] = [:]
    var lastSaved: Date?

    func save() {
        UserDefaults.standard.set(values["volume"], forKey: "volume")
        lastSaved = Date()
    }
}

var settings = SettingsStore()
settings.save()
