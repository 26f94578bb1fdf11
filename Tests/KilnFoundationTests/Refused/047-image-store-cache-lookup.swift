// swiftc: 11:16: error: 'nil' is incompatible with return type 'Data'
import Foundation

class ImageStore {
    var cache = [String: Data]()
    func setImage(_ image: Data, forKey key: String) {
        cache[key] = image
    }
    func image(forKey key: String) -> Data {
        if let existing = cache[key] { return existing }
        return nil
    }
}
print(ImageStore().image(forKey: "a").count)
