// swiftc: 11:21: error: immutable value 'self.fileURL' may only be initialized once
import Foundation

class AppSettings {
    let fileURL: URL
    var username = ""

    init(name: String) {
        fileURL = FileManager.default.temporaryDirectory.appendingPathComponent(name)
        if name.isEmpty {
            fileURL = FileManager.default.temporaryDirectory.appendingPathComponent("settings.plist")
        }
    }
}

print(AppSettings(name: "a.plist").fileURL.lastPathComponent)
