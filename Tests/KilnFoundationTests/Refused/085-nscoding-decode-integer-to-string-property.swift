// swiftc: 8:23: error: cannot assign value of type 'Int' to type 'String'
import Foundation

class Player: NSObject, NSCoding {
    var level = "1"
    func encode(with coder: NSCoder) { coder.encode(Int(level) ?? 1, forKey: "level") }
    required init?(coder: NSCoder) {
        level = coder.decodeInteger(forKey: "level")
        super.init()
    }
    override init() { super.init() }
}
print(Player().level)
