// swiftc: 6:23: error: cannot convert value of type 'Int' to specified type 'String'
struct Box<T> {
    var value: T
}
let b = Box(value: 3)
let label: String = b.value
print(label)
