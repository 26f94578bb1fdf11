// swiftc: 10:12: error: call can throw but is not marked with 'try'
import Foundation

class Item: NSObject, NSCoding {
    var name = "Lamp"
    func encode(with coder: NSCoder) { coder.encode(name, forKey: "name") }
    required init?(coder: NSCoder) { super.init() }
    override init() { super.init() }
}
let data = NSKeyedArchiver.archivedData(withRootObject: [Item()], requiringSecureCoding: false)
print(data.count)
