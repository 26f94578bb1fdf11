// swiftc: 10:19: error: value of optional type '[String]?' must be unwrapped to refer to member 'count' of wrapped base type '[String]'
import Foundation

class TaskStore {
    var tasks: [String]?
    func add(_ task: String) {
        tasks?.append(task)
    }
    func summary() -> String {
        return "\(tasks.count) tasks"
    }
}
let store = TaskStore()
store.add("Milk")
print(store.summary())
