// swiftc: 9:12: error: constant 'directory' used before being initialized
import Foundation

func archivePath(useCache: Bool) -> String {
    let directory: URL
    if useCache {
        directory = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
    }
    return directory.appendingPathComponent("items.archive").path
}

print(archivePath(useCache: true))
