import Foundation
import KilnSimulator
import XCTest

final class ImageTests: XCTestCase {
    /// A photo-like test card: smooth gradients with some texture, and a translucent corner.
    private func testCard(width: Int = 96, height: Int = 64) throws -> Bitmap {
        var bitmap = try Bitmap(width: width, height: height, color: RGBA(red: 0, green: 0, blue: 0))
        var random = DeterministicRandom(seed: 3)
        for y in 0..<height {
            for x in 0..<width {
                let noise = UInt8(random.next() % 24)
                bitmap[x, y] = RGBA(red: UInt8(x * 255 / width) &+ noise / 2, green: UInt8(y * 255 / height),
                                    blue: UInt8((x + y) * 127 / (width + height)) &+ noise, alpha: 255)
            }
        }
        return bitmap
    }

    func testMakesABitmapOfAColour() throws {
        let bitmap = try Bitmap(width: 3, height: 2, scale: 2, color: RGBA(red: 10, green: 20, blue: 30, alpha: 40))
        XCTAssertEqual(bitmap.pixels, Array(repeating: [10, 20, 30, 40], count: 6).flatMap { $0 })
        XCTAssertEqual(bitmap.pointSize.width, 1.5)
        XCTAssertEqual(bitmap.decodedByteCount, 3 * 2 * 4)
        XCTAssertThrowsError(try Bitmap(width: 0, height: 2, color: RGBA(red: 0, green: 0, blue: 0)))
        XCTAssertThrowsError(try Bitmap(width: 100_000, height: 100_000, color: RGBA(red: 0, green: 0, blue: 0)))
        XCTAssertThrowsError(try Bitmap(width: 2, height: 2, scale: .nan, color: RGBA(red: 0, green: 0, blue: 0)))
        XCTAssertThrowsError(try Bitmap(width: 2, height: 2, pixels: [1, 2, 3]))
    }

    func testJPEGIsSmallerAtLowQualityAndDecodesCloseToTheOriginal() throws {
        let card = try testCard()
        let low = try card.jpegData(compressionQuality: 0.1)
        let high = try card.jpegData(compressionQuality: 0.9)
        XCTAssertLessThan(low.count, high.count)
        for jpeg in [low, high] {
            XCTAssertEqual(Array(jpeg.prefix(3)), [0xFF, 0xD8, 0xFF], "SOI marker")
            XCTAssertEqual(Array(jpeg.suffix(2)), [0xFF, 0xD9], "EOI marker")
            XCTAssertEqual(Array(jpeg[6..<10]), Array("JFIF".utf8))
        }
        let decoded = try Bitmap(decoding: high)
        XCTAssertEqual(decoded.width, card.width)
        XCTAssertEqual(decoded.height, card.height)
        var totalError = 0
        for (a, b) in zip(card.pixels, decoded.pixels) { totalError += abs(Int(a) - Int(b)) }
        let meanError = Double(totalError) / Double(card.pixels.count)
        XCTAssertLessThan(meanError, 6, "quality 0.9 stays close to the original")
        let lowDecoded = try Bitmap(decoding: low)
        var lowError = 0
        for (a, b) in zip(card.pixels, lowDecoded.pixels) { lowError += abs(Int(a) - Int(b)) }
        XCTAssertGreaterThan(lowError, totalError, "quality 0.1 loses more")
    }

    func testPNGRoundTripIsExactIncludingAlpha() throws {
        var card = try testCard(width: 33, height: 17)
        card[0, 0] = RGBA(red: 1, green: 2, blue: 3, alpha: 0)
        card[32, 16] = RGBA(red: 200, green: 100, blue: 50, alpha: 128)
        let png = try card.pngData()
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        XCTAssertEqual(Array(png[12..<16]), Array("IHDR".utf8))
        let back = try Bitmap(decoding: png, scale: 2)
        XCTAssertEqual(back.pixels, card.pixels)
        XCTAssertEqual(back.width, 33)
        XCTAssertEqual(back.height, 17)
        XCTAssertEqual(back.scale, 2)
    }

    func testFilesOpenInOtherTools() throws {
        let tool = "/usr/bin/file"
        guard FileManager.default.isExecutableFile(atPath: tool) else { throw XCTSkip("no \(tool) to identify images with") }
        let card = try testCard()
        let directory = NSTemporaryDirectory() + "kiln-images-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Data(card.jpegData(compressionQuality: 0.5)).write(to: URL(fileURLWithPath: directory + "/card.jpg"))
        try Data(card.pngData()).write(to: URL(fileURLWithPath: directory + "/card.png"))
        for (name, expected) in [("card.jpg", "JPEG image data"), ("card.png", "PNG image data, 96 x 64, 8-bit/color RGBA")] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: tool)
            process.arguments = ["-b", directory + "/" + name]
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            process.waitUntilExit()
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            XCTAssertTrue(output.contains(expected), "\(name): \(output)")
            if name == "card.jpg" { XCTAssertTrue(output.contains("96x64"), output) }
        }
    }

    func testCorruptDataIsAnErrorNotACrash() throws {
        let card = try testCard()
        let jpeg = try card.jpegData(compressionQuality: 0.5)
        let png = try card.pngData()
        // Not an image at all.
        XCTAssertThrowsError(try Bitmap(decoding: Array("hello".utf8))) { error in
            XCTAssertEqual(error as? ImageError, .unrecognizedFormat(firstBytes: Array("hello".utf8)))
        }
        XCTAssertThrowsError(try Bitmap(decoding: []))
        // A JPEG signature followed by garbage: libjpeg's error must come back, not exit().
        var random = DeterministicRandom(seed: 11)
        let garbage = [0xFF, 0xD8, 0xFF] + (0..<500).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        XCTAssertThrowsError(try Bitmap(decoding: garbage)) { error in
            guard case ImageError.corrupt(format: "JPEG", let message)? = error as? ImageError else { return XCTFail("\(error)") }
            XCTAssertFalse(message.isEmpty)
        }
        XCTAssertThrowsError(try Bitmap(decoding: Array(jpeg.prefix(20))))
        // Truncated or bit-flipped PNGs.
        XCTAssertThrowsError(try Bitmap(decoding: Array(png.prefix(png.count / 2))))
        var flipped = png
        flipped[40] ^= 0xFF
        XCTAssertThrowsError(try Bitmap(decoding: flipped))
        // Every prefix of the JPEG either decodes to the right size or fails cleanly.
        for length in stride(from: 3, to: jpeg.count, by: 7) {
            if let partial = try? Bitmap(decoding: Array(jpeg.prefix(length))) {
                XCTAssertEqual(partial.width, 96)
            }
        }
    }

    func testHugeDimensionsAreRefusedBeforeAllocating() throws {
        var jpeg = try testCard().jpegData(compressionQuality: 0.5)
        // Patch the SOF0 frame header to claim 60000 × 60000 pixels.
        let sof = try XCTUnwrap((0..<jpeg.count - 1).first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC0 })
        jpeg[sof + 5] = 0xEA; jpeg[sof + 6] = 0x60
        jpeg[sof + 7] = 0xEA; jpeg[sof + 8] = 0x60
        XCTAssertThrowsError(try Bitmap(decoding: jpeg)) { error in
            XCTAssertTrue("\(error)".contains("60000 x 60000"), "\(error)")
        }
    }

    func testImageStoreSavesJPEGAtomicallyInTheSandbox() throws {
        // Seed 002's image store: JPEG at quality 0.5, written atomically, read back from disk.
        let (simulator, _) = try makeSimulator()
        try simulator.launch()
        let card = try testCard()
        let key = simulator.makeUUIDString()
        try simulator.files.write(card.jpegData(compressionQuality: 0.5), toPath: "Documents/" + key, atomically: true)
        let image = try Bitmap(decoding: simulator.files.contents(atPath: "Documents/" + key))
        XCTAssertEqual(image.width, card.width)
        XCTAssertEqual(image.height, card.height)
    }
}

final class ImageFuzzTests: XCTestCase {
    /// Mutated JPEG and PNG files decode or fail with an error; none crashes or exits.
    func testMutatedFilesNeverCrash() throws {
        var card = try Bitmap(width: 40, height: 30, color: RGBA(red: 30, green: 60, blue: 90))
        card[3, 4] = RGBA(red: 255, green: 0, blue: 0, alpha: 100)
        var random = DeterministicRandom(seed: 99)
        var failures = 0
        for original in [try card.jpegData(compressionQuality: 0.7), try card.pngData()] {
            for _ in 0..<400 {
                var bytes = original
                for _ in 0..<(1 + random.next() % 6) {
                    let index = Int(random.next() % UInt64(bytes.count))
                    bytes[index] = UInt8(truncatingIfNeeded: random.next())
                }
                if random.next() % 5 == 0 { bytes.removeLast(Int(random.next() % UInt64(bytes.count / 2))) }
                do {
                    let decoded = try Bitmap(decoding: bytes)
                    XCTAssertEqual(decoded.pixels.count, decoded.width * decoded.height * 4)
                } catch is ImageError {
                    failures += 1
                }
            }
        }
        XCTAssertGreaterThan(failures, 50, "the mutations do break files")
    }
}

/// PNGs written by another encoder (Python's zlib and struct, in the test run) decode to the
/// pixels it wrote, in the colour types a lesson's resources may use.
final class ForeignPNGTests: XCTestCase {
    private let writer = """
    import struct, sys, zlib
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xffffffff)
    def png(path, width, height, color_type, channels, pixel):
        rows = b"".join(b"\\x00" + bytes(v for x in range(width) for v in pixel(x, y)) for y in range(height))
        header = struct.pack(">IIBBBBB", width, height, 8, color_type, 0, 0, 0)
        with open(path, "wb") as f:
            f.write(b"\\x89PNG\\r\\n\\x1a\\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b""))
    d = sys.argv[1]
    png(d + "/rgba.png", 5, 3, 6, 4, lambda x, y: (x * 50, y * 100, 7, 255 - x * 40))
    png(d + "/rgb.png", 4, 2, 2, 3, lambda x, y: (x * 60, 200, y * 90))
    png(d + "/gray.png", 3, 3, 0, 1, lambda x, y: (x * 100 + y,))
    """

    func testDecodesPNGsKilnDidNotWrite() throws {
        let python = "/usr/bin/env"
        let directory = NSTemporaryDirectory() + "kiln-foreign-png-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["python3", "-c", writer, directory]
        do { try process.run() } catch { throw XCTSkip("python3 is not available: \(error)") }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw XCTSkip("python3 could not write the PNGs") }

        let rgba = try Bitmap(decoding: Array(try Data(contentsOf: URL(fileURLWithPath: directory + "/rgba.png"))))
        XCTAssertEqual(rgba.width, 5)
        XCTAssertEqual(rgba.height, 3)
        for y in 0..<3 {
            for x in 0..<5 {
                XCTAssertEqual(rgba[x, y], RGBA(red: UInt8(x * 50), green: UInt8(y * 100), blue: 7, alpha: UInt8(255 - x * 40)))
            }
        }
        let rgb = try Bitmap(decoding: Array(try Data(contentsOf: URL(fileURLWithPath: directory + "/rgb.png"))))
        XCTAssertEqual(rgb[3, 1], RGBA(red: 180, green: 200, blue: 90, alpha: 255))
        let gray = try Bitmap(decoding: Array(try Data(contentsOf: URL(fileURLWithPath: directory + "/gray.png"))))
        XCTAssertEqual(gray[2, 1], RGBA(red: 201, green: 201, blue: 201, alpha: 255))
    }
}
