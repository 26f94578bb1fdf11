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

import KilnSimulator

extension ImageBindingTests {
    /// `UIImage()` is UIKit's empty image: no size, scale 1, no JPEG or PNG data, no memory.
    func testAnEmptyImageHasNoSizeAndNoData() throws {
        let (result, _) = try runScript("""
            let empty = UIImage()
            print(empty.size, empty.scale, empty.pngData() == nil, empty.jpegData(compressionQuality: 1) == nil, Simulator.memoryFootprint)
            """)
        XCTAssertEqual(result.output, "(0.0, 0.0) 1.0 true true 0\n", result.renderedDiagnostics)
    }

    /// UIKit's UIImage adopts NSSecureCoding: a model that encodes its photo (Apple's FoodTracker
    /// tutorial does, `aCoder.encode(photo, forKey:)`) archives the image, under the plain class
    /// name UIImage, and gets its pixels and scale back through the old and the secure API.
    func testAnImageArchivesInsideAModelAndAlone() throws {
        let (result, _) = try runScript("""
            class Meal: NSObject, NSCoding {
                var name: String
                var photo: UIImage?
                init(name: String, photo: UIImage?) { self.name = name; self.photo = photo }
                func encode(with aCoder: NSCoder) {
                    aCoder.encode(name, forKey: "name")
                    aCoder.encode(photo, forKey: "photo")
                }
                required convenience init?(coder aDecoder: NSCoder) {
                    guard let name = aDecoder.decodeObject(forKey: "name") as? String else { return nil }
                    self.init(name: name, photo: aDecoder.decodeObject(forKey: "photo") as? UIImage)
                }
            }
            let red = UIImage(color: .red, size: CGSize(width: 3, height: 2))
            let path = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0].appendingPathComponent("meals").path
            print(NSKeyedArchiver.archiveRootObject([Meal(name: "沙拉", photo: red), Meal(name: "汤", photo: nil)], toFile: path))
            let meals = NSKeyedUnarchiver.unarchiveObject(withFile: path) as! [Meal]
            for meal in meals { print(meal.name, meal.photo?.size as Any, meal.photo?.scale as Any) }
            print(meals[0].photo!.pngData() == red.pngData())
            let alone = try NSKeyedArchiver.archivedData(withRootObject: red, requiringSecureCoding: true)
            let image = try NSKeyedUnarchiver.unarchivedObject(ofClass: UIImage.self, from: alone)
            print(image!.size, image!.scale)
            """)
        XCTAssertEqual(result.output, """
            true
            沙拉 Optional((3.0, 2.0)) Optional(2.0)
            汤 nil nil
            true
            (3.0, 2.0) 2.0

            """, result.renderedDiagnostics)
    }

    func testImageNamedFindsTheBundlesScaleVariant() throws {
        let resources = NSTemporaryDirectory() + "kiln-resources-\(getpid())"
        try FileManager.default.createDirectory(atPath: resources, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: resources) }
        let icon = try Bitmap(width: 60, height: 40, color: RGBA(red: 0, green: 128, blue: 255))
        try Data(icon.pngData()).write(to: URL(fileURLWithPath: resources + "/icon@2x.png"))
        let session = try FoundationSession(options: .init(resources: resources))
        let (result, _) = try runScript("""
            let icon = UIImage(named: "icon")!
            print(icon.size, icon.scale)
            print(Bundle.main.path(forResource: "icon@2x", ofType: "png")!.hasPrefix(Bundle.main.bundlePath))
            do {
                try icon.pngData()!.write(to: URL(fileURLWithPath: Bundle.main.bundlePath + "/copy.png"))
            } catch let error as NSError {
                print(error.code)
            }
            """, in: session)
        XCTAssertEqual(result.output, "(30.0, 20.0) 2.0\ntrue\n513\n")
    }

    func testImagesOverTheMemoryLimitInTheBackgroundGetTheAppKilled() throws {
        let (result, _) = try runScript("""
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var cache: [UIImage] = []
                func applicationDidReceiveMemoryWarning(_ application: UIApplication) {
                    print("memory warning at", Simulator.memoryFootprint)
                }
                func applicationDidEnterBackground(_ application: UIApplication) {
                    // Keeps its images instead of freeing them.
                    cache.append(UIImage(color: .white, size: CGSize(width: 100, height: 100), scale: 1))
                }
            }
            Simulator.memoryLimit = 50_000
            Simulator.launch(AppDelegate.self)
            (UIApplication.shared.delegate as! AppDelegate).cache.append(UIImage(color: .black, size: CGSize(width: 100, height: 100), scale: 1))
            Simulator.pressHome()
            print(Simulator.state)
            print(Simulator.memoryFootprint)
            """)
        XCTAssertEqual(result.output, "memory warning at 80000\nnotRunning\n0\n")
        XCTAssertTrue(result.events.contains { if case .processEnded(.jetsam) = $0 { return true } else { return false } })
    }

    func testAHugeImageIsRefusedWithAMessage() throws {
        let (result, _) = try runScript("let image = UIImage(color: .red, size: CGSize(width: 1e12, height: 5))\n", expectSuccess: false)
        XCTAssertTrue(result.renderedDiagnostics.contains("Lesson.swift:1:"), result.renderedDiagnostics)
        XCTAssertTrue(result.renderedDiagnostics.contains("the size must be 1 to 100000 points"), result.renderedDiagnostics)
    }
}

extension ImageBindingTests {
    /// UIGraphicsImageRenderer draws filled rectangles at the device's scale; the pixels written
    /// to the PNG are the colours filled, blended over what was there.
    func testARendererDrawsFilledRectanglesIntoItsImage() throws {
        let (result, session) = try runScript("""
            let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2))
            let image = renderer.image { ctx in
                UIColor.red.setFill()
                ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
                UIColor.blue.setFill()
                UIRectFill(CGRect(x: 2, y: 0, width: 2, height: 1))
                UIColor(red: 0, green: 1, blue: 0, alpha: 0.5).setFill()
                ctx.fill(CGRect(x: 1, y: 1, width: 2, height: 1))
            }
            print(image.size, image.scale)
            try image.pngData()!.write(to: URL(fileURLWithPath: NSHomeDirectory() + "/Documents/drawn.png"))
            print(CGRect(x: 1, y: 2, width: 3, height: 4), CGRect(x: 1, y: 2, width: 3, height: 4).midX)
            """)
        XCTAssertEqual(result.output, "(4.0, 2.0) 2.0\n(1.0, 2.0, 3.0, 4.0) 2.5\n")
        let png = try Data(contentsOf: URL(fileURLWithPath: session.simulator.sandbox.home + "/Documents/drawn.png"))
        let bitmap = try Bitmap(decoding: [UInt8](png))
        XCTAssertEqual(bitmap.width, 8)
        XCTAssertEqual(bitmap.height, 4)
        XCTAssertEqual(bitmap[0, 0], RGBA(red: 255, green: 0, blue: 0, alpha: 255))
        XCTAssertEqual(bitmap[7, 0], RGBA(red: 0, green: 0, blue: 255, alpha: 255))
        XCTAssertEqual(bitmap[7, 3], RGBA(red: 0, green: 0, blue: 0, alpha: 0), "never filled: transparent")
        // Half-transparent green over red, and over nothing.
        XCTAssertEqual(bitmap[2, 3], RGBA(red: 128, green: 128, blue: 0, alpha: 255))
        XCTAssertEqual(bitmap[5, 3], RGBA(red: 0, green: 255, blue: 0, alpha: 128))
    }
}
