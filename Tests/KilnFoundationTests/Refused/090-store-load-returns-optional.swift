// swiftc: 7:22: error: value of optional type 'String?' must be unwrapped to a value of type 'String'
import Foundation

class SettingsStore {
    var values: [String: String] = [:]
    func theme() -> String {
        return values["theme"]
    }
}
print(SettingsStore().theme())
