// swiftc: 5:18: error: cannot convert value of type 'String' to expected argument type 'URL'
import Foundation

func load(from url: URL) -> Int { 0 }
print(load(from: "/tmp/items"))
