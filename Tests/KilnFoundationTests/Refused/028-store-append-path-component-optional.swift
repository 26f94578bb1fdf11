// swiftc: 5:12: error: value of optional type 'URL?' must be unwrapped to refer to member 'appendingPathComponent' of wrapped base type 'URL'
import Foundation

let directory: URL? = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
let file = directory.appendingPathComponent("items.archive")
print(file)
