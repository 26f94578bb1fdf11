// swiftc: 9:22: error: cannot assign value of type 'NSString?' to type 'String'
import Foundation
class Item: NSObject, NSSecureCoding {
    static var supportsSecureCoding: Bool { true }
    var name: String
    init(name: String) { self.name = name }
    func encode(with coder: NSCoder) { coder.encode(name, forKey: "n") }
    required init?(coder: NSCoder) {
        name = coder.decodeObject(of: NSString.self, forKey: "n")
    }
}
print("ok")
