// swiftc: 4:8: error: type 'Profile' does not conform to protocol 'Decodable'
import Foundation

struct Profile: Codable {
    var username: String
    var joined: Date
    var extras: [String: Any]
}

let profile = Profile(username: "lee", joined: Date(), extras: ["theme": "dark"])
let data = try JSONEncoder().encode(profile)
print(data.count)
