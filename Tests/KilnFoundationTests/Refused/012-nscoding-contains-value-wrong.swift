// swiftc: 8:25: error: cannot assign value of type 'Bool' to type 'Int'
import Foundation

class Flag: NSObject, NSCoding {
    var present = 0
    func encode(with coder: NSCoder) {}
    required init?(coder: NSCoder) {
        present = coder.containsValue(forKey: "x")
        super.init()
    }
    override init() { super.init() }
}
print(Flag().present)
