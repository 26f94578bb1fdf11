// swiftc: 5:22: error: cannot convert value of type 'UUID' to specified type 'String'
import Foundation

struct Item {
    var id: String = UUID()
    var name: String
}
print(Item(name: "pen").name)
