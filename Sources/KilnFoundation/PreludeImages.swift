// The prelude's images: CGSize, UIColor, UIImage and the old UIImage…Representation functions
// (ImageBindings.swift).
extension Prelude {
    static let images = #"""
struct CGSize: Equatable, CustomStringConvertible {
    var width: Double
    var height: Double
    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    static let zero = CGSize(width: 0, height: 0)
    var description: String { return "(\(width), \(height))" }
}

class UIColor: NSObject {
    let red: Double
    let green: Double
    let blue: Double
    let alpha: Double
    init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        super.init()
    }
    init(white: Double, alpha: Double) {
        red = white
        green = white
        blue = white
        self.alpha = alpha
        super.init()
    }
    static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    static let white = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
    static let black = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
    static let gray = UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
    static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    // Swift 2's spellings.
    static func redColor() -> UIColor {
        __kilnRenamed("UIColor.redColor()", "UIColor.red")
        return red
    }
    static func greenColor() -> UIColor {
        __kilnRenamed("UIColor.greenColor()", "UIColor.green")
        return green
    }
    static func blueColor() -> UIColor {
        __kilnRenamed("UIColor.blueColor()", "UIColor.blue")
        return blue
    }
    static func whiteColor() -> UIColor {
        __kilnRenamed("UIColor.whiteColor()", "UIColor.white")
        return white
    }
    static func blackColor() -> UIColor {
        __kilnRenamed("UIColor.blackColor()", "UIColor.black")
        return black
    }
}

class UIImage: NSObject, NSSecureCoding {
    let __handle: Int
    init?(named name: String) {
        __handle = __kilnImageNamed(name)
        super.init()
        if __handle == 0 { return nil }
    }
    init?(contentsOfFile path: String) {
        if let bytes = try? __kilnRead(path) { __handle = __kilnImageFromBytes(bytes, 1.0) } else { __handle = 0 }
        super.init()
        if __handle == 0 { return nil }
    }
    init?(data: Data) {
        __handle = __kilnImageFromBytes(data.__bytes, 1.0)
        super.init()
        if __handle == 0 { return nil }
    }
    init?(data: Data, scale: Double) {
        __handle = __kilnImageFromBytes(data.__bytes, scale)
        super.init()
        if __handle == 0 { return nil }
    }
    /// Kiln's way to draw a test image: `size` in points, filled with `color`, at the
    /// device's scale (2) unless one is given.
    init(color: UIColor, size: CGSize, scale: Double = 2) {
        __handle = __kilnImageFilled(size.width, size.height, scale, color.red, color.green, color.blue, color.alpha)
        super.init()
    }
    /// An empty image, as UIKit's `UIImage()`: no size, and no JPEG or PNG data.
    override init() {
        __handle = 0
        super.init()
    }
    deinit { if __handle != 0 { __kilnImageRelease(__handle) } }
    var size: CGSize {
        if __handle == 0 { return CGSize(width: 0, height: 0) }
        let info = __kilnImageInfo(__handle)
        return CGSize(width: info[0], height: info[1])
    }
    var scale: Double { return __handle == 0 ? 1 : __kilnImageInfo(__handle)[2] }
    func jpegData(compressionQuality: Double) -> Data? {
        if __handle == 0 { return nil }
        guard let bytes = __kilnImageJPEG(__handle, compressionQuality) as? [UInt8] else { return nil }
        return Data(__bytes: bytes)
    }
    func pngData() -> Data? {
        if __handle == 0 { return nil }
        guard let bytes = __kilnImagePNG(__handle) as? [UInt8] else { return nil }
        return Data(__bytes: bytes)
    }
    // UIKit's UIImage adopts NSSecureCoding, so a model's `coder.encode(photo, forKey:)` archives
    // the image itself. Kiln keeps its pixels as PNG and its scale; UIKit's private keys are not
    // documented, and no archive written by iOS with an image in it was at hand to copy them from.
    static var supportsSecureCoding: Bool { return true }
    func encode(with coder: NSCoder) {
        if let png = pngData() { coder.encode(png, forKey: "UIImagePNGData") }
        coder.encode(scale, forKey: "UIImageScale")
    }
    required init?(coder: NSCoder) {
        if let png = coder.decodeObject(of: NSData.self, forKey: "UIImagePNGData") as? Data {
            let scale = coder.decodeDouble(forKey: "UIImageScale")
            __handle = __kilnImageFromBytes(png.__bytes, scale > 0 ? scale : 1.0)
        } else {
            __handle = 0
        }
        super.init()
    }
}

func UIImageJPEGRepresentation(_ image: UIImage, _ compressionQuality: Double) -> Data? {
    __kilnRenamed("UIImageJPEGRepresentation(_:_:)", "jpegData(compressionQuality:)")
    return image.jpegData(compressionQuality: compressionQuality)
}

func UIImagePNGRepresentation(_ image: UIImage) -> Data? {
    __kilnRenamed("UIImagePNGRepresentation(_:)", "pngData()")
    return image.pngData()
}
"""#
}
