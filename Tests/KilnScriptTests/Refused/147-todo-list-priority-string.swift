// swiftc: 7:48: error: cannot convert value of type 'String' to expected argument type 'Int'
struct Todo {
    var title: String
    var priority: Int
}
var todos: [Todo] = []
todos.append(Todo(title: "Buy milk", priority: "high"))
print(todos.count)
