// swiftc: 11:32: error: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
import Foundation

struct Team: Codable {
    var name: String
    var members: [String]
}

let data = Data(#"{"name": "Blue", "members": ["a", "b"]}"#.utf8)
let team = try? JSONDecoder().decode(Team.self, from: data)
let count: Int = team?.members.count
print(count)
