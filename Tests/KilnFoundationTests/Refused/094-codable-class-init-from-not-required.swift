// swiftc: 13:5: error: initializer requirement 'init(from:)' can only be satisfied by a 'required' initializer in non-final class 'Preferences'
import Foundation

class Preferences: Codable {
    var theme: String
    var fontSize: Int

    init(theme: String, fontSize: Int) {
        self.theme = theme
        self.fontSize = fontSize
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        theme = try container.decode(String.self, forKey: .theme)
        fontSize = try container.decode(Int.self, forKey: .fontSize)
    }

    enum CodingKeys: String, CodingKey {
        case theme, fontSize
    }
}

print(Preferences(theme: "dark", fontSize: 14).theme)
