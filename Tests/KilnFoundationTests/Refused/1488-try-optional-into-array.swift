// swiftc: 10:18: error: value of optional type '[Habit]?' not unwrapped; did you mean to use 'try!' or chain with '?'?
// A store's load: `try?` gives an Optional, and the property is not one.
import Foundation
struct Habit: Codable { var name: String }
final class HabitStore {
    private(set) var habits: [Habit] = []
    let fileURL = FileManager.default.temporaryDirectory.appendingPathComponent("habits.json")
    func load() {
        guard let data = try? Data(contentsOf: fileURL) else { return }
        habits = try? JSONDecoder().decode([Habit].self, from: data)
    }
}
