// swiftc: 6:13: error: call can throw but is not marked with 'try'
import Foundation

struct Item: Codable { var name: String }
let data = Data()
let items = JSONDecoder().decode([Item].self, from: data)
print(items)
