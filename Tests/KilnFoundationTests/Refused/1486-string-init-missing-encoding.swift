// swiftc: 6:29: error: missing argument for parameter 'encoding' in call
// Turning saved JSON back into text without saying its encoding.
import Foundation
struct Note: Codable { var text: String }
let data = try JSONEncoder().encode(Note(text: "hi"))
let json = String(data: data)
print(json)
