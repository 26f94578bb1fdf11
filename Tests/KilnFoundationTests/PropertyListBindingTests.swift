import XCTest
import Foundation
import KilnFoundation

final class PropertyListBindingTests: XCTestCase {
    func testUserDefaultsPersistAcrossATerminateAndRelaunch() throws {
        let (result, session) = try runScript("""
            class AppDelegate: UIResponder, UIApplicationDelegate {}
            Simulator.launch(AppDelegate.self)
            let defaults = UserDefaults.standard
            defaults.register(defaults: ["volume": 5])
            print(defaults.integer(forKey: "volume"))
            defaults.set("Ada", forKey: "name")
            defaults.set(true, forKey: "onboarded")
            defaults.set(2.5, forKey: "speed")
            defaults.set(["a", "b"], forKey: "tags")
            print(defaults.synchronize())
            Simulator.terminate()
            Simulator.tapIcon()
            print(UserDefaults.standard.string(forKey: "name") ?? "nil", UserDefaults.standard.bool(forKey: "onboarded"))
            print(UserDefaults.standard.double(forKey: "speed"), UserDefaults.standard.stringArray(forKey: "tags") ?? [])
            print(UserDefaults.standard.integer(forKey: "volume"), UserDefaults.standard.object(forKey: "missing") == nil)
            """)
        XCTAssertEqual(result.output, "5\ntrue\nAda true\n2.5 [\"a\", \"b\"]\n0 true\n")
        // The domain's plist is a real binary plist that corelibs reads.
        let path = session.simulator.sandbox.home + "/Library/Preferences/" + session.simulator.sandbox.bundleIdentifier + ".plist"
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let stored = try XCTUnwrap(PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        XCTAssertEqual(stored["name"] as? String, "Ada")
        XCTAssertEqual(stored["tags"] as? [String], ["a", "b"])
    }

    func testUserDefaultsRefuseAnObjectNamingItsType() throws {
        let (result, _) = try runScript("""
            class Item: NSObject {}
            UserDefaults.standard.set(Item(), forKey: "item")
            """, expectSuccess: false)
        XCTAssertTrue(result.renderedDiagnostics.contains("Attempt to insert non-property list object"), result.renderedDiagnostics)
        XCTAssertTrue(result.renderedDiagnostics.contains("of type Item for key item"), result.renderedDiagnostics)
        XCTAssertTrue(result.renderedDiagnostics.hasPrefix("Lesson.swift:2:"), result.renderedDiagnostics)
    }

    func testArraysWriteXMLPlistsThatCorelibsReads() throws {
        let (result, session) = try runScript("""
            let path = NSHomeDirectory() + "/Documents/list.plist"
            let list: [Any] = ["milk", 2, true, ["nested": 1.5]]
            print((list as NSArray).write(toFile: path, atomically: true))
            let back = NSArray(contentsOfFile: path) as? [Any]
            print(back?.count ?? -1, back?[0] as? String ?? "")
            let data = try PropertyListSerialization.data(fromPropertyList: ["k": "v"], format: .binary, options: 0)
            let plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: String]
            print(plist?["k"] ?? "nil")
            """)
        XCTAssertEqual(result.output, "true\n4 milk\nv\n")
        let data = try Data(contentsOf: URL(fileURLWithPath: session.simulator.sandbox.home + "/Documents/list.plist"))
        XCTAssertTrue(String(decoding: data, as: UTF8.self).hasPrefix("<?xml"))
        let array = try XCTUnwrap(PropertyListSerialization.propertyList(from: data, format: nil) as? [Any])
        XCTAssertEqual(array[0] as? String, "milk")
        XCTAssertEqual(array[1] as? Int, 2)
        XCTAssertEqual((array[3] as? [String: Double])?["nested"], 1.5)
    }
}
