// swiftc: 16:15: error: property 'self.email' not initialized at super.init call
import Foundation

class Contact: NSObject, NSCoding {
    var name: String
    var email: String

    init(name: String, email: String) {
        self.name = name
        self.email = email
        super.init()
    }

    required init?(coder: NSCoder) {
        name = coder.decodeObject(forKey: "name") as? String ?? ""
        super.init()
    }

    func encode(with coder: NSCoder) {
        coder.encode(name, forKey: "name")
        coder.encode(email, forKey: "email")
    }
}

print(Contact(name: "Jo", email: "jo@example.com").email)
