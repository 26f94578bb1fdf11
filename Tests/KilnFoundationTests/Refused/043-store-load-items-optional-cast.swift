// swiftc: 8:70: error: value of optional type '[Item]?' must be unwrapped to a value of type '[Item]'
import Foundation

class Item: NSObject {}
class ItemStore {
    var allItems: [Item] = []
    func load(from path: String) {
        allItems = NSKeyedUnarchiver.unarchiveObject(withFile: path) as? [Item]
    }
}
ItemStore().load(from: "/tmp/x")
