// swiftc: 8:20: error: cannot assign value of type 'Any?' to type 'String'
import Foundation

struct Address {
    var name: String
    var phone: String
    init(dict: [String: Any]) {
        name = dict["name"]
        phone = dict["phone"] as? String ?? ""
    }
}
print(Address(dict: ["name": "Ann"]).name)
