// swiftc: 6:9: error: invalid redeclaration of 'area'
struct Circle {
    var radius: Double
    var area: Double = 0

    var area: Double {
        3.14 * radius * radius
    }
}

print(Circle(radius: 2).area)
