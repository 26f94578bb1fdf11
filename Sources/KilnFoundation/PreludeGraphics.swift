// The prelude's drawing: CGFloat, CGPoint and CGRect (printed as iOS prints them), a colour's
// `setFill()`, and UIGraphicsImageRenderer drawing filled rectangles into a new image
// (`ctx.fill(rect)`, `UIRectFill(rect)`) at the device's scale (ImageBindings.swift).
extension Prelude {
    static let graphics = #"""
typealias CGFloat = Double

struct CGPoint: Equatable, CustomStringConvertible {
    var x: Double
    var y: Double
    init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
    static let zero = CGPoint(x: 0, y: 0)
    var description: String { return "(\(x), \(y))" }
}

struct CGRect: Equatable, CustomStringConvertible {
    var origin: CGPoint
    var size: CGSize
    init(origin: CGPoint, size: CGSize) {
        self.origin = origin
        self.size = size
    }
    init(x: Double, y: Double, width: Double, height: Double) {
        origin = CGPoint(x: x, y: y)
        size = CGSize(width: width, height: height)
    }
    static let zero = CGRect(x: 0, y: 0, width: 0, height: 0)
    var width: Double { return size.width }
    var height: Double { return size.height }
    var minX: Double { return min(origin.x, origin.x + size.width) }
    var minY: Double { return min(origin.y, origin.y + size.height) }
    var maxX: Double { return max(origin.x, origin.x + size.width) }
    var maxY: Double { return max(origin.y, origin.y + size.height) }
    var midX: Double { return (minX + maxX) / 2 }
    var midY: Double { return (minY + maxY) / 2 }
    var isEmpty: Bool { return size.width == 0 || size.height == 0 }
    func contains(_ point: CGPoint) -> Bool { return point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY }
    func insetBy(dx: Double, dy: Double) -> CGRect { return CGRect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy) }
    func offsetBy(dx: Double, dy: Double) -> CGRect { return CGRect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height) }
    func intersects(_ other: CGRect) -> Bool { return minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY }
    var description: String { return "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}

/// The colour the next `fill` paints with (`UIColor.setFill()`).
var __kilnFillColor: UIColor = UIColor.black

extension UIColor {
    func setFill() { __kilnFillColor = self }
}

/// The image a renderer's actions draw into.
var __kilnDrawingImage: Int = 0

class UIGraphicsImageRendererContext {
    func fill(_ rect: CGRect) { UIRectFill(rect) }
}

func UIRectFill(_ rect: CGRect) {
    let color = __kilnFillColor
    __kilnImageFillRect(__kilnDrawingImage, rect.minX, rect.minY, rect.width, rect.height, color.red, color.green, color.blue, color.alpha)
}

class UIGraphicsImageRenderer {
    let size: CGSize
    init(size: CGSize) { self.size = size }
    func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let image = UIImage(color: UIColor(white: 0, alpha: 0), size: size)
        let outer = __kilnDrawingImage
        __kilnDrawingImage = image.__handle
        actions(UIGraphicsImageRendererContext())
        __kilnDrawingImage = outer
        return image
    }
    func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data { return image(actions: actions).pngData()! }
    func jpegData(withCompressionQuality compressionQuality: Double, actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        return image(actions: actions).jpegData(compressionQuality: compressionQuality)!
    }
}
"""#
}
