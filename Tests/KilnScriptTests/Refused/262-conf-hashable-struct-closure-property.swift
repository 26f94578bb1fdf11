// swiftc: 2:8: error: type 'Task' does not conform to protocol 'Hashable'
struct Task: Hashable {
    var title: String
    var action: () -> Void
}

var done: Set<Task> = []
print(done.count)
