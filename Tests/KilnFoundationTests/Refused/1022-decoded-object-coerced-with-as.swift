// swiftc: 7:48: error: 'Any?' is not convertible to 'String'
import Foundation
class Note: NSObject, NSCoding {
    var text = ""
    override init() {}
    required init?(coder: NSCoder) {
        text = coder.decodeObject(forKey: "t") as String
    }
    func encode(with coder: NSCoder) { coder.encode(text, forKey: "t") }
}
print(Note().text)
