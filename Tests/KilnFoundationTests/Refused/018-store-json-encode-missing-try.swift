// swiftc: 8:12: error: call can throw but is not marked with 'try'
import Foundation

struct Item: Codable {
    var name: String
}
let encoder = JSONEncoder()
let data = encoder.encode(Item(name: "Lamp"))
print(data.count)
