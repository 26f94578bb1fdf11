// swiftc: 9:18: error: value of optional type 'String?' must be unwrapped to refer to member 'uppercased' of wrapped base type 'String'
import Foundation

class Address: NSObject, NSCoding {
    var street = ""
    func encode(with coder: NSCoder) { coder.encode(street, forKey: "street") }
    required init?(coder: NSCoder) {
        let raw = coder.decodeObject(forKey: "street") as? String
        street = raw.uppercased()
        super.init()
    }
    override init() { super.init() }
}
print(Address().street)
