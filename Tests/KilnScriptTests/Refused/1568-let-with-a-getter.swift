// swiftc: 6:22: error: 'let' declarations cannot be computed properties
// A computed value declared with `let`, as a constant it is not.
struct Rectangle {
    var width = 3.0
    var height = 2.0
    let area: Double {
        return width * height
    }
}
print(Rectangle().area)
