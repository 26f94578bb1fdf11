// swiftc: 9:22: error: cannot assign value of type 'Any?' to type 'String'
import Foundation

class Item: NSObject, NSCoding {
    var name = ""
    init(name: String) { self.name = name }
    func encode(with coder: NSCoder) { coder.encode(name, forKey: "name") }
    required init?(coder: NSCoder) {
        name = coder.decodeObject(forKey: "name")
        super.init()
    }
}
print(Item(name: "Lamp").name)
