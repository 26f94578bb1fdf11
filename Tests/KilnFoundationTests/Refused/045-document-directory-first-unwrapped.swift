// swiftc: 6:18: error: value of optional type 'URL?' must be unwrapped to a value of type 'URL'
import Foundation

func documentsDirectory() -> URL {
    let paths = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)
    return paths.first
}
print(documentsDirectory())
