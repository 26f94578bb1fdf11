// swiftc: 6:34: error: value of optional type 'URL?' must be unwrapped to a value of type 'URL'
import Foundation

func loadBundledJSON() -> Data? {
    let url = URL(string: "file:///tmp/levels.json")
    return try? Data(contentsOf: url)
}

print(loadBundledJSON()?.count ?? 0)
