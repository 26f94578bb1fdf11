let n = 5000 // small: 100
// A `Codable` round trip: structs (one nested, one optional field) through JSONEncoder and JSONDecoder.
import Foundation

struct Owner: Codable, Equatable {
    var name: String
    var level: Int
}

struct Task: Codable, Equatable {
    var id: Int
    var title: String
    var done: Bool
    var tags: [String]
    var owner: Owner
    var note: String?
}

var tasks: [Task] = []
for i in 0..<n {
    tasks.append(Task(id: i, title: "Task \(i)", done: i % 3 == 0, tags: ["t\(i % 5)", "week\(i % 52)"],
                      owner: Owner(name: "owner\(i % 17)", level: i % 4), note: i % 2 == 0 ? "note \(i)" : nil))
}
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let decoder = JSONDecoder()
var data = try encoder.encode(tasks)
var back: [Task] = []
for _ in 0..<3 {
    back = try decoder.decode([Task].self, from: data)
    data = try encoder.encode(back)
}
let done = back.filter { $0.done }.count
let notes = back.compactMap { $0.note }.count
print("\(data.count) bytes, \(back.count) tasks, \(done) done, \(notes) notes, same: \(back == tasks)")
