// swiftc: 8:23: error: cannot assign value of type 'Any?' to type '[String]'
import Foundation

class Checklist: NSObject, NSCoding {
    var items: [String] = []
    func encode(with coder: NSCoder) { coder.encode(items, forKey: "items") }
    required init?(coder: NSCoder) {
        items = coder.decodeObject(forKey: "items")
        super.init()
    }
    override init() { super.init() }
}
print(Checklist().items)
