// swiftc: 11:30: error: cannot assign value of type 'Int' to type 'String'
import Foundation
// A model decoded by hand: the container's value is of the type asked for.
struct Recipe: Decodable {
    var title: String
    var minutes: String
    enum CodingKeys: String, CodingKey { case title, minutes }
    init(from decoder: Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        title = try values.decode(String.self, forKey: .title)
        minutes = try values.decode(Int.self, forKey: .minutes)
    }
}
print("ok")
