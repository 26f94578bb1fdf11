// swiftc: 9:31: error: cannot convert value of type 'Any?' to expected argument type 'String'
import Foundation

class Tag: NSObject, NSCoding {
    var text: String
    init(text: String) { self.text = text }
    func encode(with coder: NSCoder) { coder.encode(text, forKey: "t") }
    required convenience init?(coder: NSCoder) {
        self.init(text: coder.decodeObject(forKey: "t"))
    }
}
print(Tag(text: "x").text)
