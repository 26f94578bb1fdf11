// swiftc: 8:74: error: cannot convert return expression of type 'String' to return type 'Bool'
import Foundation

class ItemStore {
    var allItems: [String] = []
    func saveChanges() -> Bool {
        let path = NSTemporaryDirectory() + "items.archive"
        return NSKeyedArchiver.archiveRootObject(allItems, toFile: path) ? "saved" : "failed"
    }
}
print(ItemStore().saveChanges())
