// swiftc: 11:17: error: cannot convert value of type 'String' to expected argument type 'Int'
import Foundation

class AddressTool {
    var addresses: [String] = []
    func remove(at index: Int) {
        addresses.remove(at: index)
    }
}
let tool = AddressTool()
tool.remove(at: "0")
