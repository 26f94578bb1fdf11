// swiftc: 6:13: error: referencing instance method 'sorted()' on 'Sequence' requires that 'Task' conform to 'Comparable'
struct Task {
    var title: String
}
let tasks = [Task(title: "b"), Task(title: "a")]
print(tasks.sorted())
