// swiftc: 4:11: error: cannot assign value of type 'String' to type 'Double'
struct Box<T> { var value: T }
var b = Box(value: 2.5)
b.value = "x"
print(b.value)
