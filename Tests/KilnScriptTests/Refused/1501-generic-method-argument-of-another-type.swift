// swiftc: 7:8: error: cannot convert value of type 'String' to expected argument type 'Int'
struct Stack<Element> {
    var items: [Element] = []
    mutating func push(_ x: Element) { items.append(x) }
}
var s = Stack<Int>()
s.push("seven")
print(s.items)
