// swiftc: 8:8: error: type 'Todo' does not conform to protocol 'Decodable'
import Foundation

enum Priority {
    case low, medium, high
}

struct Todo: Codable {
    var title: String
    var priority: Priority
    var done = false
}

let todos = [Todo(title: "Call mum", priority: .high), Todo(title: "Water plants", priority: .low)]
let encoder = JSONEncoder()
encoder.outputFormatting = .prettyPrinted
if let data = try? encoder.encode(todos), let text = String(data: data, encoding: .utf8) {
    print(text)
}
