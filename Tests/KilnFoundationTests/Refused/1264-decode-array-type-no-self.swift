// swiftc: 15:47: error: expected member name or initializer call after type name
import Foundation

struct Expense: Codable {
    var title: String
    var amount: Double
}

class ExpenseStore {
    var expenses: [Expense] = []
    let fileURL = FileManager.default.temporaryDirectory.appendingPathComponent("expenses.json")

    func load() {
        guard let data = try? Data(contentsOf: fileURL) else { return }
        expenses = (try? JSONDecoder().decode([Expense], from: data)) ?? []
    }
}

let store = ExpenseStore()
store.load()
print(store.expenses.count)
