// swiftc: 2:7: error: class 'TodoList' has no initializers
class TodoList {
    var title: String
    var items: [String]
    var isArchived = false

    func add(_ item: String) {
        items.append(item)
    }
}

let list = TodoList()
list.add("Milk")
