// swiftc: 5:38: error: cannot convert value of type 'Data' to specified type 'String'
import Foundation

struct Note: Codable { var text: String }
let json: String = try JSONEncoder().encode(Note(text: "hi"))
print(json)
