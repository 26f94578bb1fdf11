// swiftc: 7:26: error: cannot assign value of type 'Point' to type 'Double'
struct Point { var x = 0.0, y = 0.0 }
struct Rect {
    var origin = Point()
    var center: Point {
        get { return Point(x: origin.x, y: origin.y) }
        set { origin.x = newValue }
    }
}
print(Rect().center.x)
