// swiftc: 12:37: error: cannot convert return expression of type 'Int' to return type 'String'
import Foundation

class Box: NSObject, NSCoding {
    var count = 0
    func encode(with coder: NSCoder) { coder.encode(count, forKey: "count") }
    required init?(coder: NSCoder) {
        count = coder.decodeInteger(forKey: "count")
        super.init()
    }
    override init() { super.init() }
    func label() -> String { return count }
}
print(Box().label())
