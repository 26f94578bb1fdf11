// swiftc: 9:8: error: cannot assign to property: 'handle' is a 'let' constant
final class Box { var items: [String] = [] }
struct Handle {
    var box: Box
    var label = "main"
}
let handle = Handle(box: Box())
handle.box.items.append("fine: the box is a class instance")
handle.box = Box()
print(handle.box.items)
