// swiftc: 8:13: error: generic parameter 'Element' could not be inferred
struct Stack<Element> {
    var items: [Element] = []
    mutating func push(_ item: Element) {
        items.append(item)
    }
}
var stack = Stack()
stack.push(1)
