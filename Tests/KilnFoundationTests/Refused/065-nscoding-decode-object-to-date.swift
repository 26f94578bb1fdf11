// swiftc: 12:25: error: cannot assign value of type 'Any?' to type 'Date'
import Foundation

class Note: NSObject, NSCoding {
    var created = Date()
    var text = ""
    func encode(with coder: NSCoder) {
        coder.encode(created, forKey: "created")
        coder.encode(text, forKey: "text")
    }
    required init?(coder: NSCoder) {
        created = coder.decodeObject(forKey: "created")
        text = coder.decodeObject(forKey: "text") as? String ?? ""
        super.init()
    }
    override init() { super.init() }
}
print(Note().text)
