// swiftc: 6:30: error: extra argument 'z' in call
struct Point {
    var x: Int
    var y: Int
}
let p = Point(x: 1, y: 2, z: 3)
print(p)
