// swiftc: 9:8: error: type 'Place' does not conform to protocol 'Decodable'
import Foundation

struct Location {
    var latitude: Double
    var longitude: Double
}

struct Place: Codable {
    var name: String
    var location: Location
    var visited: Bool
}

let places = [
    Place(name: "Cafe", location: Location(latitude: 51.5, longitude: -0.12), visited: true),
    Place(name: "Park", location: Location(latitude: 51.4, longitude: -0.10), visited: false),
]

do {
    let data = try JSONEncoder().encode(places)
    print(String(data: data, encoding: .utf8) ?? "")
} catch {
    print(error)
}
