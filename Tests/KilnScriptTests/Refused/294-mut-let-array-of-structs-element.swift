// swiftc: 9:11: error: cannot assign to property: 'points' is a 'let' constant
struct Point {
    var x = 0
    var y = 0
}

let points = [Point(x: 1, y: 2), Point(x: 3, y: 4)]
print(points.count)
points[0].x = 10
print(points[0].x)
