import XCTest
import Foundation
import KilnFoundation

/// The same model class, written with swift-corelibs-foundation.
final class CorelibsItem: NSObject, NSCoding {
    var name: String
    var serial: Int
    var checked: Bool
    var tags: [String]

    init(name: String, serial: Int, checked: Bool, tags: [String]) {
        self.name = name
        self.serial = serial
        self.checked = checked
        self.tags = tags
    }

    func encode(with coder: NSCoder) {
        coder.encode(name, forKey: "name")
        coder.encode(serial, forKey: "serial")
        coder.encode(checked, forKey: "checked")
        coder.encode(tags, forKey: "tags")
    }

    required init?(coder: NSCoder) {
        name = coder.decodeObject(forKey: "name") as? String ?? ""
        serial = coder.decodeInteger(forKey: "serial")
        checked = coder.decodeBool(forKey: "checked")
        tags = coder.decodeObject(forKey: "tags") as? [String] ?? []
    }
}

final class CorelibsInteropTests: XCTestCase {
    func testArchivesWrittenByScriptsDecodeInCorelibsFoundation() throws {
        let (result, session) = try runScript(ArchivingTests.itemClass + """
            let items = [Item(name: "Lamp", serial: 7, checked: true, tags: ["x"]), Item(name: "Desk", serial: -3, checked: false, tags: [])]
            print(NSKeyedArchiver.archiveRootObject(items, toFile: NSHomeDirectory() + "/Documents/items.archive"))
            """, fileName: "Homepwner.swift")
        XCTAssertEqual(result.output, "true\n")
        let data = try Data(contentsOf: URL(fileURLWithPath: session.simulator.sandbox.home + "/Documents/items.archive"))
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
        unarchiver.requiresSecureCoding = false
        // The script's module is the file's stem, as `swift Homepwner.swift` names it.
        unarchiver.setClass(CorelibsItem.self, forClassName: "Homepwner.Item")
        let items = try XCTUnwrap(unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey) as? [CorelibsItem])
        XCTAssertEqual(items.map(\.name), ["Lamp", "Desk"])
        XCTAssertEqual(items.map(\.serial), [7, -3])
        XCTAssertEqual(items.map(\.checked), [true, false])
        XCTAssertEqual(items.map(\.tags), [["x"], []])
    }

    func testArchivesWrittenByCorelibsFoundationDecodeInScripts() throws {
        let session = try FoundationSession()
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.encode([CorelibsItem(name: "Chair", serial: 42, checked: true, tags: ["wood", "old"])], forKey: NSKeyedArchiveRootObjectKey)
        archiver.finishEncoding()
        try archiver.encodedData.write(to: URL(fileURLWithPath: session.simulator.sandbox.home + "/Documents/items.archive"))

        // corelibs writes its own module's name (its setClassName(_:for:) is not honoured on Linux):
        // the script maps it, as a student would for an archive from another app.
        let (result, _) = try runScript(ArchivingTests.itemClass + """
            NSKeyedUnarchiver.setClass(Item.self, forClassName: "KilnFoundationTests.CorelibsItem")
            let items = NSKeyedUnarchiver.unarchiveObject(withFile: NSHomeDirectory() + "/Documents/items.archive") as! [Item]
            print(items[0].name, items[0].serial, items[0].checked, items[0].tags)
            """, fileName: "my-lesson.swift", in: session)
        XCTAssertEqual(result.output, "Chair 42 true [\"wood\", \"old\"]\n")
    }

    func testObjcNamesAndSetClassNameMapClasses() throws {
        let (result, session) = try runScript("""
            @objc(BNRItem) class Item: NSObject, NSCoding {
                var name = "Mug"
                override init() { super.init() }
                func encode(with coder: NSCoder) { coder.encode(name, forKey: "name") }
                required init?(coder: NSCoder) {
                    name = coder.decodeObject(forKey: "name") as? String ?? "?"
                    super.init()
                }
            }
            print(NSKeyedArchiver.archiveRootObject(Item(), toFile: NSHomeDirectory() + "/Documents/one.archive"))
            print((NSKeyedUnarchiver.unarchiveObject(withFile: NSHomeDirectory() + "/Documents/one.archive") as? Item)?.name ?? "nil")
            """)
        XCTAssertEqual(result.output, "true\nMug\n")
        let data = try Data(contentsOf: URL(fileURLWithPath: session.simulator.sandbox.home + "/Documents/one.archive"))
        let plist = try XCTUnwrap(PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        let objects = try XCTUnwrap(plist["$objects"] as? [Any])
        let classNames = objects.compactMap { ($0 as? [String: Any])?["$classname"] as? String }
        XCTAssertEqual(classNames, ["BNRItem"])
    }
}

extension CorelibsInteropTests {
    func testFoundationValuesFromCorelibsBridgeToSwiftValues() throws {
        let session = try FoundationSession()
        let root: NSDictionary = [
            "when": Date(timeIntervalSinceReferenceDate: 86_400),
            "bytes": Data([1, 2, 255]),
            "list": [1, 2.5, "three"] as NSArray,
            "nested": ["k": "v"] as NSDictionary,
        ]
        let data = try NSKeyedArchiver.archivedData(withRootObject: root, requiringSecureCoding: false)
        try data.write(to: URL(fileURLWithPath: session.simulator.sandbox.home + "/Documents/values.archive"))
        let (result, _) = try runScript("""
            let root = NSKeyedUnarchiver.unarchiveObject(withFile: NSHomeDirectory() + "/Documents/values.archive") as! [String: Any]
            print(root["when"] as! Date)
            let bytes = root["bytes"] as! Data
            print(bytes.count, bytes[2])
            print(root["list"] as! [Any])
            print((root["nested"] as! [String: String])["k"]!)
            """, in: session)
        XCTAssertEqual(result.output, "2001-01-02 00:00:00 +0000\n3 255\n[1, 2.5, \"three\"]\nv\n")
    }

    func testScriptArchivesOfFoundationValuesDecodeInCorelibs() throws {
        let (result, session) = try runScript("""
            let archiver = NSKeyedArchiver(requiringSecureCoding: false)
            archiver.encode(["a": 1, "b": 2], forKey: "counts")
            archiver.encode(Date(timeIntervalSinceReferenceDate: 60), forKey: "when")
            archiver.encode(Data([9, 8, 7]), forKey: "bytes")
            archiver.encode(-5, forKey: "small")
            archiver.encode(0.25, forKey: "ratio")
            archiver.finishEncoding()
            print(archiver.encodedData.write(toFile: NSHomeDirectory() + "/Documents/v.archive", atomically: true))
            """)
        XCTAssertEqual(result.output, "true\n")
        let data = try Data(contentsOf: URL(fileURLWithPath: session.simulator.sandbox.home + "/Documents/v.archive"))
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
        unarchiver.requiresSecureCoding = false
        XCTAssertEqual(unarchiver.decodeObject(forKey: "counts") as? [String: Int], ["a": 1, "b": 2])
        XCTAssertEqual((unarchiver.decodeObject(forKey: "when") as? Date)?.timeIntervalSinceReferenceDate, 60)
        XCTAssertEqual(unarchiver.decodeObject(forKey: "bytes") as? Data, Data([9, 8, 7]))
        XCTAssertEqual(unarchiver.decodeInt64(forKey: "small"), -5)
        XCTAssertEqual(unarchiver.decodeDouble(forKey: "ratio"), 0.25)
    }
}

extension CorelibsInteropTests {
    func testSetClassNameRenamesTheArchivedClass() throws {
        let (result, session) = try runScript(ArchivingTests.itemClass + """
            let archiver = NSKeyedArchiver(requiringSecureCoding: false)
            archiver.setClassName("Thing", for: Item.self)
            archiver.encode(Item(name: "Cup", serial: 3, checked: false, tags: []), forKey: "root")
            print(archiver.encodedData.write(toFile: NSHomeDirectory() + "/Documents/thing.archive", atomically: true))
            NSKeyedUnarchiver.setClass(Item.self, forClassName: "Thing")
            let back = NSKeyedUnarchiver.unarchiveObject(withFile: NSHomeDirectory() + "/Documents/thing.archive") as? Item
            print(back?.name ?? "nil")
            """)
        XCTAssertEqual(result.output, "true\nCup\n")
        let data = try Data(contentsOf: URL(fileURLWithPath: session.simulator.sandbox.home + "/Documents/thing.archive"))
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
        unarchiver.requiresSecureCoding = false
        unarchiver.setClass(CorelibsItem.self, forClassName: "Thing")
        XCTAssertEqual((unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey) as? CorelibsItem)?.serial, 3)
    }
}
