// swiftc: 5:35: error: cannot convert return expression of type 'String' to return type 'URL'
import Foundation

func dataFilePath() -> URL {
    return NSTemporaryDirectory() + "Checklists.plist"
}
print(dataFilePath())
