// swiftc: 5:6: error: cannot convert value of type 'Box<String>' to expected argument type 'Box<Int>'
struct Box<T> { var value: T }
func show(_ b: Box<Int>) { print(b.value) }
let b = Box(value: "s")
show(b)
