// swiftc: 10:28: error: enum case cannot have a raw value if the enum does not have a raw type
import Foundation

struct Weather: Codable {
    var city: String
    var temperature: Double

    enum CodingKeys: CodingKey {
        case city
        case temperature = "temp"
    }
}

let data = Data(#"{"city": "Rome", "temp": 21.5}"#.utf8)
let weather = try JSONDecoder().decode(Weather.self, from: data)
print(weather.temperature)
