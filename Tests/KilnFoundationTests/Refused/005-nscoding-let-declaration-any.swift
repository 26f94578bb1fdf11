// swiftc: 8:37: error: cannot convert value of type 'Any?' to specified type 'String'
import Foundation

class Person: NSObject, NSCoding {
    var name = ""
    func encode(with coder: NSCoder) { coder.encode(name, forKey: "name") }
    required init?(coder: NSCoder) {
        let decoded: String = coder.decodeObject(forKey: "name")
        name = decoded
        super.init()
    }
    override init() { super.init() }
}
print(Person().name)
