// swiftc: 5:4: error: initializer for conditional binding must have Optional type, not 'URL'
import Foundation

let folder = NSTemporaryDirectory()
if let url = URL(fileURLWithPath: folder) {
    print(url.path)
}
