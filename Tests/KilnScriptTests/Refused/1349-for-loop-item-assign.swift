// swiftc: 9:10: error: cannot assign to property: 'task' is a 'let' constant
struct Task {
    var title: String
    var done = false
}

var tasks = [Task(title: "Dishes"), Task(title: "Homework")]
for task in tasks {
    task.done = true
}
print(tasks.map { $0.done })
