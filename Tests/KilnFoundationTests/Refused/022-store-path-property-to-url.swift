// swiftc: 7:26: error: cannot convert return expression of type 'String' to return type 'URL'
import Foundation

class ItemStore {
    var archiveURL: URL {
        let documents = FileManager.default.temporaryDirectory
        return documents.path
    }
}
print(ItemStore().archiveURL)
