// swiftc: 11:20: error: call can throw but is not marked with 'try'
import Foundation

struct Task: Codable {
    var title: String
    var done: Bool
}

func save(_ tasks: [Task], to url: URL) {
    do {
        let data = JSONEncoder().encode(tasks)
        try data.write(to: url)
        print("Saved \(tasks.count) tasks")
    } catch {
        print("Save failed: \(error.localizedDescription)")
    }
}

let url = FileManager.default.temporaryDirectory.appendingPathComponent("tasks.json")
save([Task(title: "Laundry", done: false), Task(title: "Homework", done: true)], to: url)
