import XCTest
import Foundation
import KilnFoundation

final class ImageBindingTests: XCTestCase {
    func testImagesEncodeAsJPEGAndPNGAndCountInMemory() throws {
        let (result, session) = try runScript("""
            print(Simulator.memoryFootprint)
            var image: UIImage? = UIImage(color: .red, size: CGSize(width: 50, height: 40))
            print(image!.size, image!.scale, Simulator.memoryFootprint)
            let jpeg = image!.jpegData(compressionQuality: 0.5)!
            let path = NSHomeDirectory() + "/Documents/photo.jpg"
            try jpeg.write(to: URL(fileURLWithPath: path), options: [.atomic])
            let png = UIImagePNGRepresentation(image!)!
            print(png.count > 0, png[1], png[2], png[3])
            let back = UIImage(contentsOfFile: path)!
            print(back.size)
            image = nil
            print(Simulator.memoryFootprint)
            print(UIImage(data: Data([1, 2, 3])) == nil, UIImage(named: "missing") == nil)
            """)
        // 100 × 80 pixels of 4 bytes at scale 2; the PNG signature spells "PNG".
        XCTAssertEqual(result.output, "0\n(50.0, 40.0) 2.0 32000\ntrue 80 78 71\n(100.0, 80.0)\n32000\ntrue true\n")
        XCTAssertTrue(result.diagnostics.contains { $0.message.contains("'UIImagePNGRepresentation(_:)' has been renamed to 'pngData()'") })
        // The JPEG on disk is one other decoders read.
        let bytes = try Data(contentsOf: URL(fileURLWithPath: session.simulator.sandbox.home + "/Documents/photo.jpg"))
        XCTAssertEqual(Array(bytes.prefix(3)), [0xFF, 0xD8, 0xFF])
    }
}
