// swiftc: 5:31: error: class 'JSONDecoder' requires that 'Item' conform to 'Decodable'
import Foundation
struct Item { var name: String }
let data = Data("[]".utf8)
let items = try JSONDecoder().decode([Item].self, from: data)
print(items.count)
