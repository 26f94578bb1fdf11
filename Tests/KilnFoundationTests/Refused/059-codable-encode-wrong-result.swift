// swiftc: 6:42: error: cannot convert value of type 'Data' to specified type 'String'
import Foundation

struct Point: Codable { var x = 0 }
do {
    let json: String = try JSONEncoder().encode(Point())
    print(json)
} catch {}
