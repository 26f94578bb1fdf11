// swiftc: 3:8: error: type 'Recipe' does not conform to protocol 'Decodable'
import Foundation
struct Recipe: Codable {
    var title: String
    var minutes: Int
    enum CodingKeys: String, CodingKey {
        case title
        case minutes = "cook_time"
        case servings
    }
}
let data = try JSONEncoder().encode(Recipe(title: "Soup", minutes: 20))
print(data.count)
