// swiftc: 8:9: error: call can throw, but it is not marked with 'try' and the error is not handled
import Foundation

struct Cache {
    let fileURL: URL

    var storedData: Data? {
        Data(contentsOf: fileURL)
    }
}

let cache = Cache(fileURL: FileManager.default.temporaryDirectory.appendingPathComponent("cache.bin"))
print(cache.storedData?.count ?? 0)
