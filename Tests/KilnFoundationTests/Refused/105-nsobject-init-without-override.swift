// swiftc: 7:5: error: overriding declaration requires an 'override' keyword
import Foundation

class ItemStore: NSObject {
    var allItems: [String] = []

    init() {
        allItems = ["Chair", "Desk"]
        super.init()
    }
}

print(ItemStore().allItems)
