// swiftc: 15:9: error: call can throw but is not marked with 'try'
import Foundation

struct Reminder: Encodable {
    var text: String
    var due: Date?

    enum CodingKeys: String, CodingKey {
        case text
        case due = "due_date"
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        container.encode(text, forKey: .text)
        try container.encodeIfPresent(due, forKey: .due)
    }
}

let data = try JSONEncoder().encode(Reminder(text: "Call mum", due: nil))
print(String(decoding: data, as: UTF8.self))
