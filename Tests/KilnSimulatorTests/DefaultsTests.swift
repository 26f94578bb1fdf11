import Foundation
import KilnSimulator
import PropertyList
import XCTest

final class DefaultsTests: XCTestCase {
    func testValuesAreABinaryPlistAtTheIOSPath() throws {
        let (simulator, _) = try makeSimulator()
        try simulator.launch()
        let defaults = simulator.makeDefaults()
        XCTAssertEqual(defaults.relativePath, "Library/Preferences/com.bignerdranch.Homepwner.plist")
        try defaults.set(any: "Beijing", forKey: "city")
        try defaults.set(any: 42, forKey: "count")
        try defaults.set(any: true, forKey: "agreed")
        try defaults.set(any: 2.5, forKey: "ratio")
        try defaults.set(any: DefaultsDate(timeIntervalSinceReferenceDate: SimulatedClock.start), forKey: "when")
        try defaults.set(any: [UInt8]([1, 2, 3]), forKey: "blob")
        try defaults.set(any: ["a", "b"], forKey: "list")
        try defaults.set(any: ["name": "Tom", "phone": "123"] as [String: Any], forKey: "address")

        let path = simulator.sandbox.home + "/Library/Preferences/com.bignerdranch.Homepwner.plist"
        let data = try XCTUnwrap(FileManager.default.contents(atPath: path))
        XCTAssertEqual(Array(data.prefix(8)), Array("bplist00".utf8))
        // Read by swift-corelibs-foundation, a reader Kiln did not write.
        var format = PropertyListSerialization.PropertyListFormat.xml
        let read = try XCTUnwrap(PropertyListSerialization.propertyList(from: data, options: [], format: &format) as? [String: Any])
        XCTAssertEqual(format, .binary)
        XCTAssertEqual(read["city"] as? String, "Beijing")
        XCTAssertEqual((read["count"] as? NSNumber)?.intValue, 42)
        XCTAssertEqual((read["agreed"] as? NSNumber)?.boolValue, true)
        XCTAssertEqual((read["ratio"] as? NSNumber)?.doubleValue, 2.5)
        XCTAssertEqual((read["when"] as? Date)?.timeIntervalSinceReferenceDate, SimulatedClock.start)
        XCTAssertEqual(read["blob"] as? Data, Data([1, 2, 3]))
        XCTAssertEqual(read["list"] as? [String], ["a", "b"])
        XCTAssertEqual(read["address"] as? [String: String], ["name": "Tom", "phone": "123"])
    }

    func testValuesSurviveTerminateAndRelaunch() throws {
        let (simulator, _) = try makeSimulator()
        try simulator.launch()
        var defaults = simulator.makeDefaults()
        try defaults.set(.string("Shanghai"), forKey: "city")
        try defaults.set(.integer(7), forKey: "selectedAddress")
        try defaults.set(.string("gone"), forKey: "temporary")
        try defaults.removeObject(forKey: "temporary")
        try defaults.register(defaults: ["fontSize": 14, "city": "default city"])
        XCTAssertEqual(defaults.string(forKey: "city"), "Shanghai", "the app's value wins over a registered one")
        XCTAssertEqual(defaults.integer(forKey: "fontSize"), 14)
        try simulator.pressHome()
        try simulator.advance(seconds: 30)
        try simulator.terminate()

        try simulator.launch()
        defaults = simulator.makeDefaults()
        XCTAssertNil(defaults.loadProblem)
        XCTAssertEqual(defaults.string(forKey: "city"), "Shanghai")
        XCTAssertEqual(defaults.integer(forKey: "selectedAddress"), 7)
        XCTAssertNil(defaults.object(forKey: "temporary"))
        XCTAssertNil(defaults.object(forKey: "fontSize"), "the registration domain is not persisted")
        XCTAssertEqual(defaults.integer(forKey: "fontSize"), 0)
        XCTAssertTrue(try defaults.synchronize())
    }

    func testUnsupportedTypesAreRefusedNamingTheType() throws {
        struct Item {}
        final class UIImageLike {}
        let (simulator, _) = try makeSimulator()
        let defaults = simulator.makeDefaults()
        XCTAssertThrowsError(try defaults.set(any: Item(), forKey: "item")) { error in
            XCTAssertEqual(error as? DefaultsError, .unsupportedType(typeName: "Item", key: "item"))
            XCTAssertEqual("\(error)", "Attempt to set a non-property-list object of type Item as an NSUserDefaults/CFPreferences value for key item")
        }
        XCTAssertThrowsError(try defaults.set(any: ["ok", UIImageLike()] as [Any], forKey: "photos")) { error in
            XCTAssertTrue("\(error)".contains("UIImageLike"), "\(error)")
        }
        XCTAssertThrowsError(try defaults.set(any: [1: "one"], forKey: "byNumber")) { error in
            XCTAssertTrue("\(error)".contains("Dictionary<Int, String>"), "\(error)")
        }
        XCTAssertThrowsError(try defaults.set(.uid(3), forKey: "ref"))
        XCTAssertNil(defaults.object(forKey: "item"))
        XCTAssertFalse(simulator.files.fileExists(atPath: defaults.relativePath).exists, "nothing was written")
    }

    func testTypedGettersCoerceAsFoundationDoes() throws {
        let (simulator, _) = try makeSimulator()
        let defaults = simulator.makeDefaults(suiteName: "group.lessons")
        XCTAssertEqual(defaults.relativePath, "Library/Preferences/group.lessons.plist")
        try defaults.set(.string("YES"), forKey: "yes")
        try defaults.set(.string("12"), forKey: "twelve")
        try defaults.set(.real(3.9), forKey: "real")
        try defaults.set(.integer(5), forKey: "five")
        XCTAssertTrue(defaults.bool(forKey: "yes"))
        XCTAssertEqual(defaults.integer(forKey: "twelve"), 12)
        XCTAssertEqual(defaults.integer(forKey: "real"), 3)
        XCTAssertEqual(defaults.string(forKey: "five"), "5")
        XCTAssertTrue(defaults.bool(forKey: "five"))
        XCTAssertFalse(defaults.bool(forKey: "missing"))
        XCTAssertEqual(defaults.double(forKey: "twelve"), 12)
        XCTAssertEqual(defaults.dictionaryRepresentation.count, 4)
    }

    func testACorruptFileIsReadAsEmptyWithAReason() throws {
        let (simulator, _) = try makeSimulator()
        try simulator.files.write(Array("bplist00 broken".utf8), toPath: "Library/Preferences/com.bignerdranch.Homepwner.plist", atomically: true)
        let defaults = simulator.makeDefaults()
        XCTAssertNil(defaults.object(forKey: "anything"))
        XCTAssertNotNil(defaults.loadProblem)
        try defaults.set(.bool(true), forKey: "fixed")
        XCTAssertTrue(simulator.makeDefaults().bool(forKey: "fixed"))
    }
}
