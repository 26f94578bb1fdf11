// swiftc: accepted
import Foundation

class ItemStore {
    var allItems: [String] = []
    var itemArchiveURL: URL {
        let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)
        let documentDirectory = documents.first!
        return documentDirectory.appendingPathComponent("items.json")
    }
    func save() -> Bool {
        do {
            let data = try JSONEncoder().encode(allItems)
            try data.write(to: itemArchiveURL)
            return true
        } catch {
            return false
        }
    }
    func load() {
        if let data = try? Data(contentsOf: itemArchiveURL) {
            allItems = (try? JSONDecoder().decode([String].self, from: data)) ?? []
        }
    }
}
let store = ItemStore()
store.allItems.append("Lamp")
print(store.save())
store.load()
print(store.allItems)
