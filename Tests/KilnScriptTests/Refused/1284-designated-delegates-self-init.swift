// swiftc: 11:5: error: designated initializer for 'Rectangle' cannot delegate (with 'self.init'); did you mean this to be a convenience initializer?
class Rectangle {
    var width: Double
    var height: Double

    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    init(side: Double) {
        self.init(width: side, height: side)
    }
}

print(Rectangle(side: 3).width)
