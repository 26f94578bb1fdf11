// swiftc: 2:8: error: type 'Point' does not conform to protocol 'CustomStringConvertible'
struct Point: CustomStringConvertible {
    var x: Int
    var y: Int

    var text: String {
        return "(\(x), \(y))"
    }
}

print(Point(x: 1, y: 2))
