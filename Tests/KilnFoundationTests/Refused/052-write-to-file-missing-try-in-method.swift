// swiftc: 8:9: error: call can throw, but it is not marked with 'try' and the error is not handled
import Foundation

class Notes {
    var text = "hello"
    func save(to url: URL) {
        let data = text.data(using: .utf8)!
        data.write(to: url)
    }
}
Notes().save(to: URL(fileURLWithPath: NSTemporaryDirectory() + "n.txt"))
