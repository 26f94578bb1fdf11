// swiftc: 6:18: error: cannot find type 'NSDte' in scope
import Foundation

final class Note: NSObject {
    var title = ""
    var created: NSDte?
}
print(Note().title)
