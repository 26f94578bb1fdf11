// swiftc: 8:23: error: cannot assign value of type 'Any?' to type 'Int'
import Foundation

class Counter: NSObject, NSCoding {
    var count = 0
    func encode(with coder: NSCoder) { coder.encode(count, forKey: "count") }
    required init?(coder: NSCoder) {
        count = coder.decodeObject(forKey: "count")
    }
    override init() { super.init() }
}
print(Counter().count)
