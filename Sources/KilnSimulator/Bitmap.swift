/// A colour as RGBA bytes (straight, not premultiplied, alpha).
public struct RGBA: Equatable, Hashable, Sendable {
    public var red, green, blue, alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}

/// Why an image could not be made, read or written.
public enum ImageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The bytes are neither a JPEG nor a PNG (the first bytes say which, as on iOS).
    case unrecognizedFormat(firstBytes: [UInt8])
    /// The library found the data broken; its message says where.
    case corrupt(format: String, message: String)
    /// A size of zero, a negative size, a bad scale, or more pixels than Kiln handles.
    case invalidSize(String)
    case encodingFailed(format: String, message: String)

    public var description: String {
        switch self {
        case .unrecognizedFormat(let bytes):
            let hex = bytes.map { byte in String(byte, radix: 16, uppercase: true).count == 1
                ? "0" + String(byte, radix: 16, uppercase: true) : String(byte, radix: 16, uppercase: true) }
            return "the data is not a JPEG or PNG image (it starts with \(hex.joined(separator: " ")))"
        case .corrupt(let format, let message): return "the \(format) data is corrupt: \(message)"
        case .invalidSize(let message): return message
        case .encodingFailed(let format, let message): return "could not encode \(format): \(message)"
        }
    }
}

/// The pixels behind a `UIImage`: 8-bit RGBA, row by row from the top, with the scale that
/// relates pixels to points (a @2x image of 100 × 100 points has 200 × 200 pixels).
///
/// ```swift
/// let red = try Bitmap(width: 64, height: 48, color: RGBA(red: 255, green: 0, blue: 0))
/// let jpeg = try red.jpegData(compressionQuality: 0.5)
/// let back = try Bitmap(decoding: jpeg)
/// ```
public struct Bitmap: Equatable, Sendable {
    /// Width and height in pixels.
    public let width: Int
    public let height: Int
    /// Pixels per point (1, 2 or 3 on iPhones).
    public let scale: Double
    /// `width * height * 4` bytes: red, green, blue, alpha.
    public private(set) var pixels: [UInt8]

    /// The most pixels Kiln decodes or makes (a 64-megapixel photo, 256 MB decoded), so that a
    /// corrupt header cannot make it allocate without bound.
    public static let maximumPixelCount = 64 * 1024 * 1024

    public init(width: Int, height: Int, scale: Double = 1, pixels: [UInt8]) throws {
        try Bitmap.check(width: width, height: height, scale: scale)
        guard pixels.count == width * height * 4 else {
            throw ImageError.invalidSize("a \(width) × \(height) RGBA bitmap needs \(width * height * 4) bytes, not \(pixels.count)")
        }
        self.width = width
        self.height = height
        self.scale = scale
        self.pixels = pixels
    }

    /// A bitmap filled with one colour.
    public init(width: Int, height: Int, scale: Double = 1, color: RGBA) throws {
        try Bitmap.check(width: width, height: height, scale: scale)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for offset in stride(from: 0, to: pixels.count, by: 4) {
            pixels[offset] = color.red
            pixels[offset + 1] = color.green
            pixels[offset + 2] = color.blue
            pixels[offset + 3] = color.alpha
        }
        self.width = width
        self.height = height
        self.scale = scale
        self.pixels = pixels
    }

    /// The size in points, as `UIImage.size` reports it.
    public var pointSize: (width: Double, height: Double) {
        (Double(width) / scale, Double(height) / scale)
    }

    /// The bytes the decoded image occupies: width × height × 4 in pixels, which is
    /// width × height × 4 × scale² in points. What the memory model is told.
    public var decodedByteCount: Int { width * height * 4 }

    public subscript(x: Int, y: Int) -> RGBA {
        get {
            let offset = (y * width + x) * 4
            return RGBA(red: pixels[offset], green: pixels[offset + 1], blue: pixels[offset + 2], alpha: pixels[offset + 3])
        }
        set {
            let offset = (y * width + x) * 4
            pixels[offset] = newValue.red
            pixels[offset + 1] = newValue.green
            pixels[offset + 2] = newValue.blue
            pixels[offset + 3] = newValue.alpha
        }
    }

    private static func check(width: Int, height: Int, scale: Double) throws {
        guard width > 0, height > 0 else {
            throw ImageError.invalidSize("an image needs a positive width and height, not \(width) × \(height)")
        }
        guard width <= maximumPixelCount, height <= maximumPixelCount, width * height <= maximumPixelCount else {
            throw ImageError.invalidSize("an image of \(width) × \(height) pixels is larger than Kiln makes (\(maximumPixelCount) pixels)")
        }
        guard scale.isFinite, scale > 0 else {
            throw ImageError.invalidSize("an image's scale must be a positive number, not \(scale)")
        }
    }
}
