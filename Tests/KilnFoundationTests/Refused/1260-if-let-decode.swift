// swiftc: 12:8: error: initializer for conditional binding must have Optional type, not 'Settings'
import Foundation

struct Settings: Codable {
    var volume: Int
    var muted: Bool
}

let saved = Data(#"{"volume": 7, "muted": false}"#.utf8)

do {
    if let settings = try JSONDecoder().decode(Settings.self, from: saved) {
        print(settings.volume)
    }
} catch {
    print("bad settings")
}
