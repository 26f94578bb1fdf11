// swiftc: 7:21: error: value of optional type 'Data?' must be unwrapped to a value of type 'Data'
import Foundation

class ImageStore {
    var cache: [String: Data] = [:]
    func image(forKey key: String) -> Data {
        return cache[key]
    }
}
print(ImageStore().image(forKey: "a").count)
