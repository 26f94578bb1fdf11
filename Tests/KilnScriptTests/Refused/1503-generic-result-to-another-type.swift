// swiftc: 7:22: error: cannot convert value of type 'String' to specified type 'Int'
struct Stack<Element> {
    var items: [Element] = []
    func peek() -> Element? { items.last }
}
let s = Stack<String>(items: ["a"])
let n: Int = s.peek()!
print(n)
