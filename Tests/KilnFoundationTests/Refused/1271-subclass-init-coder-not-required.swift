// swiftc: 30:5: error: 'required' modifier must be present on all overrides of a required initializer
import Foundation

class Shape: NSObject, NSCoding {
    var color: String

    init(color: String) {
        self.color = color
        super.init()
    }

    required init?(coder: NSCoder) {
        color = coder.decodeObject(forKey: "color") as? String ?? "black"
        super.init()
    }

    func encode(with coder: NSCoder) {
        coder.encode(color, forKey: "color")
    }
}

class Circle: Shape {
    var radius: Double

    init(color: String, radius: Double) {
        self.radius = radius
        super.init(color: color)
    }

    init?(coder: NSCoder) {
        radius = coder.decodeDouble(forKey: "radius")
        super.init(coder: coder)
    }

    override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(radius, forKey: "radius")
    }
}

let circle = Circle(color: "red", radius: 2)
print(circle.radius)
