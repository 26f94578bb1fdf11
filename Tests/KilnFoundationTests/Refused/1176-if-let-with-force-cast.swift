// swiftc: 14:12: error: initializer for conditional binding must have Optional type, not 'String'
import Foundation

class Contact: NSObject, NSCoding {
    var name: String
    var phone: String

    init(name: String, phone: String) {
        self.name = name
        self.phone = phone
    }

    required init?(coder: NSCoder) {
        if let name = coder.decodeObject(forKey: "name") as! String {
            self.name = name
        } else {
            return nil
        }
        phone = coder.decodeObject(forKey: "phone") as? String ?? ""
    }

    func encode(with coder: NSCoder) {
        coder.encode(name, forKey: "name")
        coder.encode(phone, forKey: "phone")
    }
}

let c = Contact(name: "Grace", phone: "555-0101")
print(c.name, c.phone)
