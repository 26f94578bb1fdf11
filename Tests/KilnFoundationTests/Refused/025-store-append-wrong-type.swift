// swiftc: 8:25: error: cannot convert value of type 'Int' to expected argument type 'String'
import Foundation

class ItemStore {
    var allItems: [String] = []
    func createItem() -> Int {
        let count = allItems.count
        allItems.append(count)
        return count
    }
}
print(ItemStore().createItem())
