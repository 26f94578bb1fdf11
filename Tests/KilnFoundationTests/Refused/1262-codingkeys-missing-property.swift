// swiftc: 4:8: error: type 'Todo' does not conform to protocol 'Decodable'
import Foundation

struct Todo: Codable {
    var title: String
    var done: Bool
    var priority: Int

    enum CodingKeys: String, CodingKey {
        case title
        case done = "is_done"
    }
}

let todo = Todo(title: "Laundry", done: false, priority: 2)
let data = try JSONEncoder().encode(todo)
print(String(decoding: data, as: UTF8.self))
