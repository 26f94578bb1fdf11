// swiftc: accepted
import Foundation

struct Item: Codable {
    var name: String
    var done = false
}
let encoder = JSONEncoder()
let data = try encoder.encode([Item(name: "a")])
let items: [Item] = try JSONDecoder().decode([Item].self, from: data)
var loaded = [Item]()
loaded = try JSONDecoder().decode([Item].self, from: data)
print(items.count, loaded[0].name, data.count > 0)
