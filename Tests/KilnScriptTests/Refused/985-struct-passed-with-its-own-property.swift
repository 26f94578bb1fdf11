// swiftc: 10:11: error: overlapping accesses to 'v', but modification requires exclusive access; consider copying to a local variable [#ExclusivityViolation]
struct Vector { var x = 0.0; var y = 0.0 }
func scale(_ v: inout Vector, by factor: inout Double) {
    v.x *= factor
    v.y *= factor
    factor = 1
}
func demo() {
    var v = Vector(x: 2, y: 3)
    scale(&v, by: &v.x)
    print(v)
}
demo()
