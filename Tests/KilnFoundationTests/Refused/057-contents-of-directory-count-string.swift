// swiftc: 6:31: error: cannot convert value of type 'Int' to specified type 'String'
import Foundation

do {
    let names = try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory())
    let total: String = names.count
    print(total)
} catch {
    print(error)
}
