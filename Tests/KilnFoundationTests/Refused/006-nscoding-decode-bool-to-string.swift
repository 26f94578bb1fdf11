// swiftc: 12:23: error: cannot assign value of type 'Bool' to type 'String'
import Foundation

class Task: NSObject, NSCoding {
    var done = false
    var label = ""
    func encode(with coder: NSCoder) {
        coder.encode(done, forKey: "done")
        coder.encode(label, forKey: "label")
    }
    required init?(coder: NSCoder) {
        label = coder.decodeBool(forKey: "done")
        super.init()
    }
    override init() { super.init() }
}
print(Task().label)
