// swiftc: 6:16: error: cannot convert value of type 'String' to expected argument type 'Int'
class Holder<T> {
    var items: [T] = []
}
let h = Holder<Int>()
h.items.append("x")
print(h.items)
