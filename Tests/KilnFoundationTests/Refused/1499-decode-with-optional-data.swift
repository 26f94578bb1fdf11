// swiftc: 7:57: error: value of optional type 'Data?' must be unwrapped to a value of type 'Data'
// Data read with `try?` is an Optional; the decoder wants the data itself.
import Foundation
struct Score: Codable { var points: Int }
func loadScores(from url: URL) -> [Score] {
    let data = try? Data(contentsOf: url)
    return try JSONDecoder().decode([Score].self, from: data)
}
