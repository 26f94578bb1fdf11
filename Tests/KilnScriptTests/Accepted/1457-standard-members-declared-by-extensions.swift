// swiftc: accepted
// Members of standard values that the script itself declares in extensions, or that come from
// protocols' extensions: all run.
extension Array {
    var length: Int { count }
    mutating func push(_ element: Element) { append(element) }
}
protocol Sized { var size: Int { get } }
extension Dictionary: Sized { var size: Int { count } }
extension Collection {
    var secondItem: Element? { dropFirst().first }
}
var stack = [1, 2]
stack.push(3)
let settings = ["a": 1, "b": 2]
print(stack.length, settings.size, stack.secondItem ?? 0, "xyz".secondItem ?? "-")
