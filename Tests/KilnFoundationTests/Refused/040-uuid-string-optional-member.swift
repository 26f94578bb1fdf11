// swiftc: 6:42: error: value of optional type 'String?' must be unwrapped to refer to member 'prefix' of wrapped base type 'String'
import Foundation

class Item {
    var key: String? = UUID().uuidString
    var shortKey: String { return String(key.prefix(4)) }
}
print(Item().shortKey)
