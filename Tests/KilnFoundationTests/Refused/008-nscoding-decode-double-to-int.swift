// swiftc: 8:23: error: cannot assign value of type 'Double' to type 'Int'
import Foundation

class Reading: NSObject, NSCoding {
    var value = 0
    func encode(with coder: NSCoder) { coder.encode(value, forKey: "v") }
    required init?(coder: NSCoder) {
        value = coder.decodeDouble(forKey: "v")
        super.init()
    }
    override init() { super.init() }
}
print(Reading().value)
