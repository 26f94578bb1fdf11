// swiftc: 8:12: error: call can throw but is not marked with 'try'
import Foundation

struct Item: Codable {
    var name: String
}
let data = Data("{\"name\":\"pen\"}".utf8)
let item = JSONDecoder().decode(Item.self, from: data)
print(item.name)
