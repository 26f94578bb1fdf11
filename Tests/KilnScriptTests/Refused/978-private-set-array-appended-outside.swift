// swiftc: 8:13: error: cannot use mutating member on immutable value: 'todos' setter is inaccessible
class TodoStore {
    private(set) var todos: [String] = []
    func add(_ todo: String) { todos.append(todo) }
}
let store = TodoStore()
store.add("Buy milk")
store.todos.append("Walk dog")
print(store.todos)
