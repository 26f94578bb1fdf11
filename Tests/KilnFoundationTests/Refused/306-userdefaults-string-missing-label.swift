// swiftc: 3:41: error: missing argument label 'forKey:' in call
import Foundation
let name = UserDefaults.standard.string("name") ?? "guest"
print(name)
