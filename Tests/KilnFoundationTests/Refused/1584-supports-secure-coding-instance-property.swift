// swiftc: 4:7: error: type 'Bookmark' does not conform to protocol 'NSSecureCoding'
import Foundation

class Bookmark: NSObject, NSSecureCoding {
    var supportsSecureCoding: Bool { return true }
    var url: String
    init(url: String) { self.url = url }
    required init?(coder: NSCoder) {
        url = coder.decodeObject(of: NSString.self, forKey: "url") as String? ?? ""
    }
    func encode(with coder: NSCoder) { coder.encode(url, forKey: "url") }
}
print(Bookmark(url: "a").url)
