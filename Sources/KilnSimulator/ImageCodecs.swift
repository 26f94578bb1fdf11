import CJPEG
import CPNG
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The image file formats, told apart by their first bytes as ImageIO does.
public enum ImageFormat: String, Sendable {
    case jpeg = "JPEG"
    case png = "PNG"

    /// JPEG starts with an SOI marker (FF D8 FF); PNG with its 8-byte signature.
    public init?(sniffing bytes: [UInt8]) {
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else {
            return nil
        }
    }
}

extension Bitmap {
    /// Decodes JPEG or PNG file contents (`UIImage(data:)`, `UIImage(contentsOfFile:)`).
    /// Corrupt or truncated data throws `ImageError.corrupt` with the library's message.
    public init(decoding bytes: [UInt8], scale: Double = 1) throws {
        guard let format = ImageFormat(sniffing: bytes) else {
            throw ImageError.unrecognizedFormat(firstBytes: Array(bytes.prefix(8)))
        }
        var pixels: UnsafeMutablePointer<UInt8>?
        var width: UInt32 = 0, height: UInt32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let status: Int32 = bytes.withUnsafeBufferPointer { buffer in
            switch format {
            case .jpeg:
                return kiln_jpeg_decode(buffer.baseAddress, buffer.count, Bitmap.maximumPixelCount,
                                        &pixels, &width, &height, &message)
            case .png:
                return kiln_png_decode(buffer.baseAddress, buffer.count, Bitmap.maximumPixelCount,
                                       &pixels, &width, &height, &message, message.count)
            }
        }
        guard status == 0, let pixels else {
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw ImageError.corrupt(format: format.rawValue, message: text.isEmpty ? "unreadable data" : text)
        }
        defer { free(pixels) }
        let count = Int(width) * Int(height) * 4
        try self.init(width: Int(width), height: Int(height), scale: scale,
                      pixels: Array(UnsafeBufferPointer(start: pixels, count: count)))
    }

    /// `UIImage.jpegData(compressionQuality:)`: a baseline JFIF JPEG; quality 0…1 maps onto
    /// libjpeg's 1…100 (values outside are clamped, as UIKit does). JPEG has no alpha: it is dropped.
    public func jpegData(compressionQuality quality: Double) throws -> [UInt8] {
        guard !quality.isNaN else {
            throw ImageError.encodingFailed(format: "JPEG", message: "the compression quality is not a number")
        }
        let libjpegQuality = Int32(max(1, min(100, (quality * 100).rounded())))
        var output: UnsafeMutablePointer<UInt8>?
        var length = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = pixels.withUnsafeBufferPointer { buffer in
            kiln_jpeg_encode(buffer.baseAddress, UInt32(width), UInt32(height), libjpegQuality, &output, &length, &message)
        }
        return try Bitmap.take(output, length, status: status, message: message, format: "JPEG")
    }

    /// `UIImage.pngData()`: a lossless 8-bit RGBA PNG.
    public func pngData() throws -> [UInt8] {
        var output: UnsafeMutablePointer<UInt8>?
        var length = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = pixels.withUnsafeBufferPointer { buffer in
            kiln_png_encode(buffer.baseAddress, UInt32(width), UInt32(height), &output, &length, &message, message.count)
        }
        return try Bitmap.take(output, length, status: status, message: message, format: "PNG")
    }

    private static func take(_ output: UnsafeMutablePointer<UInt8>?, _ length: Int, status: Int32,
                             message: [CChar], format: String) throws -> [UInt8] {
        guard status == 0, let output else {
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw ImageError.encodingFailed(format: format, message: text)
        }
        defer { free(output) }
        return Array(UnsafeBufferPointer(start: output, count: length))
    }
}
