// swiftc: 13:38: error: expected member name or initializer call after type name
import Foundation

struct Score: Codable {
    var name: String
    var points: Int
}

let json = #"{"name": "Ann", "points": 10}"#

func loadScore() -> Score? {
    let data = Data(json.utf8)
    return try? JSONDecoder().decode(Score, from: data)
}

if let score = loadScore() {
    print("\(score.name): \(score.points)")
}
