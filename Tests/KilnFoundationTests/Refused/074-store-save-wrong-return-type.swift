// swiftc: 11:20: error: cannot convert return expression of type 'URL' to return type 'Bool'
import Foundation

class ItemStore {
    var items: [String] = ["pen"]
    func saveChanges() -> Bool {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("items.json")
        do {
            let data = try JSONEncoder().encode(items)
            try data.write(to: url)
            return url
        } catch {
            return false
        }
    }
}
print(ItemStore().saveChanges())
