// swiftc: 6:45: error: cannot convert value of type 'String' to expected argument type 'URL'
import Foundation

func clearCache() {
    let path = NSTemporaryDirectory() + "thumbnails"
    try? FileManager.default.removeItem(at: path)
}

clearCache()
print("cleared")
