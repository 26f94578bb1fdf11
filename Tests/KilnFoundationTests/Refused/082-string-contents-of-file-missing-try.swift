// swiftc: 5:16: error: call can throw, but it is not marked with 'try' and the error is not handled
import Foundation

func loadNotes(from url: URL) -> String {
    let text = String(contentsOf: url, encoding: .utf8)
    return text
}
print(loadNotes(from: URL(fileURLWithPath: "/tmp/none.txt")))
