// swiftc: 9:6: error: type 'Place' does not conform to protocol 'Decodable'
// A Codable enum whose case carries a struct that is not Codable.
import Foundation

struct Coordinate {
    var lat = 0.0
    var lon = 0.0
}
enum Place: Codable {
    case home
    case pinned(Coordinate)
}
