// swiftc: 8:24: error: cannot assign value of type 'Bool' to type 'Double'
import Foundation

class Setting: NSObject, NSCoding {
    var volume: Double = 0.5
    func encode(with coder: NSCoder) { coder.encode(volume, forKey: "volume") }
    required init?(coder: NSCoder) {
        volume = coder.decodeBool(forKey: "volume")
        super.init()
    }
    override init() { super.init() }
}
print(Setting().volume)
