// swiftc: 7:28: error: value of optional type 'String?' must be unwrapped to a value of type 'String'
import Foundation

class UserStore {
    var currentUser: String?
    func greeting() -> String {
        return "Hello, " + currentUser
    }
}
print(UserStore().greeting())
