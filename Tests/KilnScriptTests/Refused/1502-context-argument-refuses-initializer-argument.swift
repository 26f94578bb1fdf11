// swiftc: 6:23: error: cannot convert value of type 'String' to expected argument type 'Int'
struct Box<T> {
    var value: T
    init(_ value: T) { self.value = value }
}
let e: Box<Int> = Box("hi")
print(e.value)
