// swiftc: 5:35: error: cannot convert return expression of type 'String' to return type 'URL'
import Foundation

func dataFilePath() -> URL {
    return NSTemporaryDirectory() + "Checklists.plist"
}
print(dataFilePath())
// kiln: not yet: NSTemporaryDirectory() is a native primitive: its String result is unknown to the checker
