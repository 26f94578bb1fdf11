// swiftc: 11:34: error: instance method 'decode(_:from:)' requires that 'Settings' conform to 'Decodable'
import Foundation

struct Settings: Encodable {
    var darkMode: Bool
    var fontSize: Int
}

func loadSettings(from data: Data) -> Settings? {
    do {
        return try JSONDecoder().decode(Settings.self, from: data)
    } catch {
        print("Bad settings: \(error)")
        return nil
    }
}

let json = Data(#"{"darkMode": true, "fontSize": 14}"#.utf8)
if let settings = loadSettings(from: json) {
    print(settings.darkMode)
}
