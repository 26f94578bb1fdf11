// swiftc: 4:7: error: class 'ItemStore' has no initializers
import Foundation

class ItemStore {
    var allItems: [String]
    let archiveURL: URL

    func save() {
        print("saving \(allItems.count) items to \(archiveURL.path)")
    }
}

let store = ItemStore()
store.save()
