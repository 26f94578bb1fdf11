// swiftc: 8:20: error: call can throw, but it is not marked with 'try' and the error is not handled
import Foundation

struct Settings: Codable { var volume: Int }
class SettingsStore {
    var settings = Settings(volume: 1)
    init(data: Data) {
        settings = JSONDecoder().decode(Settings.self, from: data)
    }
}
print("ok")
