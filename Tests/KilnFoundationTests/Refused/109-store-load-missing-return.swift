// swiftc: 10:1: error: missing return in global function expected to return '[String]'
import Foundation

func loadNames(from url: URL) -> [String] {
    if let data = try? Data(contentsOf: url),
       let names = try? JSONDecoder().decode([String].self, from: data) {
        return names
    }
    print("nothing saved yet")
}

let url = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0].appendingPathComponent("names.json")
print(loadNames(from: url))
