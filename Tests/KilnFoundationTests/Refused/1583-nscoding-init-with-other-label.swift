// swiftc: 7:14: error: initializer 'init(decoder:)' has different argument labels from those required by protocol 'NSCoding' ('init(coder:)')
import Foundation

class Bookmark: NSObject, NSCoding {
    var url: String
    init(url: String) { self.url = url }
    required init?(decoder: NSCoder) {
        url = decoder.decodeObject(forKey: "url") as? String ?? ""
    }
    func encode(with coder: NSCoder) { coder.encode(url, forKey: "url") }
}
print(Bookmark(url: "a").url)
