// swiftc: 8:8: error: type 'Drawing' does not conform to protocol 'Decodable'
import Foundation

protocol Shape {
    var area: Double { get }
}

struct Drawing: Codable {
    var title: String
    var shapes: [Shape]
}

let encoder = JSONEncoder()
print("drawings")
