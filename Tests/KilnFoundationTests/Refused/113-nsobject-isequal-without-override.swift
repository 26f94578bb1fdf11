// swiftc: 12:10: error: overriding declaration requires an 'override' keyword
import Foundation

class Bookmark: NSObject {
    var url: String

    init(url: String) {
        self.url = url
        super.init()
    }

    func isEqual(_ object: Any?) -> Bool {
        return (object as? Bookmark)?.url == url
    }
}

print(Bookmark(url: "a") == Bookmark(url: "a"))
