// swiftc: 11:14: error: cannot assign to property: 'self' is immutable
struct Size {
    var width = 0.0
    var height = 0.0
}

struct Frame {
    var size = Size()

    func double() {
        size.width = size.width * 2
    }
}

Frame().double()
