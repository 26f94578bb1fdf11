// swiftc: 13:1: error: call can throw but is not marked with 'try'
import Foundation

class ItemStore {
    var items: [String] = []
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("items.plist")
    func save() throws {
        let data = try JSONEncoder().encode(items)
        try data.write(to: url)
    }
}
let store = ItemStore()
store.save()
