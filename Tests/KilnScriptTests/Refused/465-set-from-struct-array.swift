// swiftc: 6:14: error: generic struct 'Set' requires that 'Point' conform to 'Hashable'
struct Point {
    var x: Int
    var y: Int
}
let points = Set([Point(x: 1, y: 2), Point(x: 3, y: 4)])
print(points.count)
