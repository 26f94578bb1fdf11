// swiftc: 6:61: error: cannot convert value of type 'Int' to expected argument type 'String'
import Foundation

struct Settings {
    var username: String {
        UserDefaults.standard.string(forKey: "username") ?? 0
    }
}

print(Settings().username)
