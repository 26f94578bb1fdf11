// swiftc: 6:43: error: referencing operator function '|' on 'BinaryInteger' requires that 'JSONEncoder.OutputFormatting' conform to 'BinaryInteger'
// Combining encoder options with `|`, as flags are combined in C.
import Foundation
struct Settings: Codable { var volume = 3 }
let encoder = JSONEncoder()
encoder.outputFormatting = .prettyPrinted | .sortedKeys
let data = try encoder.encode(Settings())
print(String(data: data, encoding: .utf8)!)
