// swiftc: 6:13: error: incorrect argument label in call (have 'widht:', expected 'width:')
struct Size {
    var width: Int
    init(width: Int) { self.width = width }
}
let s = Size(widht: 3)
print(s.width)
