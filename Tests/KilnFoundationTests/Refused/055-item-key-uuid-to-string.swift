// swiftc: 7:19: error: cannot assign value of type 'UUID' to type 'String'
import Foundation

class Item {
    let itemKey: String
    init() {
        itemKey = UUID()
    }
}
print(Item().itemKey)
