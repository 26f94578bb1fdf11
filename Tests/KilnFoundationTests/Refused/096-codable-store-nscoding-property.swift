// swiftc: 8:8: error: type 'Entry' does not conform to protocol 'Decodable'
import Foundation

class Thumbnail {
    var data = Data()
}

struct Entry: Codable {
    var title: String
    var created: Date
    var thumbnail: Thumbnail
}

print("entries")
