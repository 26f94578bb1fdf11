// swiftc: 6:19: error: method does not override any method from its superclass
import Foundation
class Note: NSObject, NSCoding {
    var title: String
    init(title: String) { self.title = title }
    override func encode(with coder: NSCoder) {
        coder.encode(title, forKey: "title")
    }
    required init?(coder: NSCoder) {
        title = coder.decodeObject(forKey: "title") as? String ?? ""
    }
}
print(Note(title: "a").title)
