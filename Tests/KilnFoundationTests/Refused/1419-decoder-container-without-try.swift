// swiftc: 12:25: error: call can throw but is not marked with 'try'
import Foundation

struct Temperature: Codable {
    var celsius: Double

    enum CodingKeys: String, CodingKey { case celsius }

    init(celsius: Double) { self.celsius = celsius }

    init(from decoder: Decoder) throws {
        let container = decoder.container(keyedBy: CodingKeys.self)
        celsius = try container.decode(Double.self, forKey: .celsius)
    }
}

let saved = try JSONEncoder().encode(Temperature(celsius: 21.5))
print(try JSONDecoder().decode(Temperature.self, from: saved).celsius)
