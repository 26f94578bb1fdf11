// swiftc: 7:22: error: value of optional type 'String?' must be unwrapped to a value of type 'String'
import Foundation

class NameStore {
    var names: [String] = []
    func firstName() -> String {
        return names.first
    }
}
print(NameStore().firstName())
