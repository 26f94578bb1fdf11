// swiftc: 5:18: error: cannot force unwrap value of non-optional type 'Point'
struct Point { var x = 0, y = 0 }
func shifted(_ p: Point) -> Point {
    var copy = p
    copy.x = copy!.x + 1
    return copy
}
print(shifted(Point()).x)
