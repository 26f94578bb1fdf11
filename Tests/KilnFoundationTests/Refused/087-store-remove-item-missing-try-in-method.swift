// swiftc: 8:9: error: call can throw, but it is not marked with 'try' and the error is not handled
import Foundation

class PhotoStore {
    let folder = FileManager.default.temporaryDirectory
    func deletePhoto(named name: String) {
        let url = folder.appendingPathComponent(name)
        FileManager.default.removeItem(at: url)
    }
}
PhotoStore().deletePhoto(named: "a.jpg")
