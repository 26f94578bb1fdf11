import Foundation
import KeyedArchive
import PropertyList
import XCTest

/// The model as swift-corelibs-foundation archives it: an NSObject subclass conforming to NSCoding,
/// with the keys of the test's `ChecklistItem`.
final class FoundationChecklistItem: NSObject, NSCoding {
    var text: String
    var checked: Bool
    var itemID: Int

    init(text: String, checked: Bool, itemID: Int) {
        self.text = text
        self.checked = checked
        self.itemID = itemID
    }

    func encode(with coder: NSCoder) {
        coder.encode(text, forKey: "Text")
        coder.encode(checked, forKey: "Checked")
        coder.encode(itemID, forKey: "ItemID")
    }

    required init?(coder: NSCoder) {
        text = coder.decodeObject(forKey: "Text") as? String ?? ""
        checked = coder.decodeBool(forKey: "Checked")
        itemID = coder.decodeInteger(forKey: "ItemID")
    }
}

/// Archives made in the test run by swift-corelibs-foundation read in Kiln, Kiln's archives read by
/// Foundation, and Kiln's bytes checked against CoreFoundation's writer rules.
final class FoundationInteropTests: XCTestCase {
    private let uuidString = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"

    func testFoundationArchiveDecodesInKilnToTheSameValues() throws {
        let item = FoundationChecklistItem(text: "Milk", checked: true, itemID: 7)
        let root: NSDictionary = [
            "array": NSArray(array: [1, "two", 3.5]),
            "string": "hello, 世界",
            "int": 42,
            "negative": -5,
            "real": 2.5,
            "bool": true,
            "date": NSDate(timeIntervalSinceReferenceDate: 1000.5),
            "data": NSData(bytes: [1, 2, 3] as [UInt8], length: 3),
            "url": NSURL(string: "page.html", relativeTo: URL(string: "https://example.com/docs/"))!,
            "uuid": NSUUID(uuidString: uuidString)!,
            "set": NSSet(array: [1, 2, 3]),
            "item": item,
            "items": NSArray(array: [item, item]),
        ]
        let bytes = [UInt8](try NSKeyedArchiver.archivedData(withRootObject: root, requiringSecureCoding: false))

        let unarchiver = try KeyedUnarchiver(bytes: bytes)
        unarchiver.register(ArchiveClass(name: NSStringFromClass(FoundationChecklistItem.self)) { ChecklistItem() })
        let dictionary = try XCTUnwrap(try unarchiver.decodeRootObject().object as? NSDictionaryModel)
        let array = try XCTUnwrap(dictionary["array"]?.object as? NSArrayModel)
        XCTAssertEqual(array.elements.map { $0.integerValue }, [1, nil, 3])
        XCTAssertEqual(array.elements[1].stringValue, "two")
        XCTAssertEqual(array.elements[2].doubleValue, 3.5)
        XCTAssertEqual(dictionary["string"]?.stringValue, "hello, 世界")
        XCTAssertEqual(dictionary["int"]?.integerValue, 42)
        XCTAssertEqual(dictionary["negative"]?.integerValue, -5)
        XCTAssertEqual(dictionary["real"]?.doubleValue, 2.5)
        XCTAssertEqual(dictionary["bool"]?.integerValue, 1)
        XCTAssertEqual((dictionary["date"]?.object as? NSDateModel)?.timeIntervalSinceReferenceDate, 1000.5)
        XCTAssertEqual(dictionary["data"]?.dataValue, [1, 2, 3])
        let url = try XCTUnwrap(dictionary["url"]?.object as? NSURLModel)
        // corelibs archives this URL with its base resolved (NS.base nil); either way it is this URL.
        XCTAssertEqual(url.string, "https://example.com/docs/page.html")
        XCTAssertEqual((dictionary["uuid"]?.object as? NSUUIDModel)?.uuidString, uuidString)
        let set = try XCTUnwrap(dictionary["set"]?.object as? NSSetModel)
        XCTAssertEqual(Set(set.members.compactMap { $0.integerValue }), [1, 2, 3])
        let decodedItem = try XCTUnwrap(dictionary["item"]?.object as? ChecklistItem)
        XCTAssertEqual([decodedItem.text, "\(decodedItem.checked)", "\(decodedItem.itemID)"], ["Milk", "true", "7"])
        // The same object archived three times is one object after decoding.
        let items = try XCTUnwrap(dictionary["items"]?.object as? NSArrayModel)
        XCTAssertTrue(items.elements[0].object === decodedItem)
        XCTAssertTrue(items.elements[1].object === decodedItem)
    }

    /// A graph of every kind Kiln models, with the custom class.
    private func kilnGraph() throws -> NSDictionaryModel {
        let item = ChecklistItem(text: "Bread", checked: true, itemID: 3)
        return NSDictionaryModel([
            ("array", .object(NSArrayModel([.integer(1), .string("two"), .real(3.5)]))),
            ("string", .string("hello, 世界")),
            ("int", .integer(42)),
            ("negative", .integer(-5)),
            ("big", .unsignedInteger(UInt64.max)),
            ("real", .real(2.5)),
            ("bool", .bool(true)),
            ("date", .object(NSDateModel(timeIntervalSinceReferenceDate: 1000.5))),
            ("data", .data([1, 2, 3])),
            ("mutableData", .object(NSDataModel([9, 8]))),
            ("mutableString", .object(NSStringModel("grows"))),
            ("url", .object(NSURLModel("page.html", base: NSURLModel("https://example.com/docs/")))),
            ("uuid", .object(try XCTUnwrap(NSUUIDModel(uuidString: uuidString)))),
            ("set", .object(NSSetModel([.integer(1), .integer(2), .integer(3)]))),
            ("null", .object(NSNullModel())),
            ("item", .object(item)),
            ("items", .object(NSArrayModel([.object(item), .object(item)], isMutable: true))),
        ], isMutable: true)
    }

    func testKilnArchiveDecodesInFoundationToTheSameValues() throws {
        for format in [PropertyListFormat.binary, .xml] {
            let bytes = try KeyedArchiver.archivedData(withRootObject: .object(try kilnGraph()), format: format)
            let unarchiver = try NSKeyedUnarchiver(forReadingFrom: Data(bytes))
            unarchiver.requiresSecureCoding = false
            unarchiver.setClass(FoundationChecklistItem.self, forClassName: "Checklists.ChecklistItem")
            let root = try XCTUnwrap(unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey) as? NSDictionary, "\(format)")
            XCTAssertEqual(root["array"] as? NSArray, NSArray(array: [1, "two", 3.5]))
            XCTAssertEqual(root["string"] as? String, "hello, 世界")
            XCTAssertEqual((root["int"] as? NSNumber)?.intValue, 42)
            XCTAssertEqual((root["negative"] as? NSNumber)?.intValue, -5)
            XCTAssertEqual((root["big"] as? NSNumber)?.uint64Value, UInt64.max)
            XCTAssertEqual((root["real"] as? NSNumber)?.doubleValue, 2.5)
            XCTAssertEqual((root["bool"] as? NSNumber)?.boolValue, true)
            XCTAssertEqual((root["date"] as? NSDate)?.timeIntervalSinceReferenceDate, 1000.5)
            XCTAssertEqual(root["data"] as? Data, Data([1, 2, 3]))
            XCTAssertEqual(root["mutableData"] as? Data, Data([9, 8]))
            XCTAssertEqual(root["mutableString"] as? String, "grows")
            XCTAssertEqual((root["url"] as? NSURL)?.absoluteString, "https://example.com/docs/page.html")
            XCTAssertEqual((root["uuid"] as? NSUUID)?.uuidString, uuidString)
            XCTAssertEqual(root["set"] as? NSSet, NSSet(array: [1, 2, 3]))
            XCTAssertTrue(root["null"] is NSNull)
            let item = try XCTUnwrap(root["item"] as? FoundationChecklistItem)
            XCTAssertEqual([item.text, "\(item.checked)", "\(item.itemID)"], ["Bread", "true", "3"])
            XCTAssertEqual((root["items"] as? NSArray)?.count, 2)
        }
    }

    func testBinaryOutputFollowsCoreFoundationLayout() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let tool = Fixtures.shared.appendingPathComponent("tools/bplist_layout_check.py").path
        try XCTSkipUnless(FileManager.default.fileExists(atPath: tool), "../shared/tools is absent")
        var paths: [String] = []
        for (name, root) in try layoutGraphs() {
            let url = directory.appendingPathComponent("\(name).bplist")
            try Data(try KeyedArchiver.archivedData(withRootObject: root, format: .binary)).write(to: url)
            paths.append(url.path)
        }
        let (output, status) = try Fixtures.run("/usr/bin/env", ["python3", tool] + paths)
        XCTAssertEqual(status, 0, output)
        XCTAssertTrue(output.contains("\(paths.count)/\(paths.count) binary files follow the CF writer layout rules"), output)
    }

    func testXMLOutputIsWhatCoreFoundationWrites() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let tool = Fixtures.shared.appendingPathComponent("tools/apple_xml_writer.py").path
        try XCTSkipUnless(FileManager.default.fileExists(atPath: tool), "../shared/tools is absent")
        var paths: [String] = []
        for (name, root) in try layoutGraphs() {
            let url = directory.appendingPathComponent("\(name).xml")
            try Data(try KeyedArchiver.archivedData(withRootObject: root, format: .xml)).write(to: url)
            paths.append(url.path)
        }
        let (output, _) = try Fixtures.run("/usr/bin/env", ["python3", tool] + paths)
        let lines = output.split(separator: "\n")
        XCTAssertEqual(lines.count, paths.count, output)
        for line in lines { XCTAssertTrue(line.hasPrefix("SAME "), String(line)) }
    }

    func testDirectBinaryWriterGivesTheTreeOfThePropertyListAndAppleStringLayout() throws {
        for (name, root) in try layoutGraphs() {
            let archiver = KeyedArchiver()
            try archiver.encode(root, forKey: "root")
            archiver.finishEncoding()
            XCTAssertEqual(try PropertyList(bytes: archiver.encodedData), archiver.propertyList, name)
        }
        // Equal strings in $objects are distinct objects (as Apple's NSStrings are); keys are written once.
        let archiver = KeyedArchiver()
        try archiver.encode(.object(NSArrayModel([.string("same"), .string("same")])), forKey: "root")
        let plist = try BinaryPropertyList(bytes: archiver.encodedData)
        var sameStrings = 0, rootKeys = 0
        for object in 0..<plist.objectCount where try plist.kind(of: object) == .string {
            let string = try plist.string(of: object)
            if string == "same" { sameStrings += 1 }
            if string == "NS.objects" { rootKeys += 1 }
        }
        XCTAssertEqual(sameStrings, 2)
        XCTAssertEqual(rootKeys, 1)
    }

    /// Graphs that exercise the layout rules: 2-byte refs past 255 objects, UTF-16 and long
    /// strings, negative and 16-byte integers, 32-bit reals, long data, shared objects.
    private func layoutGraphs() throws -> [(String, ArchiveValue)] {
        let many = NSArrayModel((0..<300).map { .object(ChecklistItem(text: "Item \($0)", checked: $0 % 2 == 0, itemID: $0)) })
        final class Scalars: KeyedArchiving {
            var archiveClassChain: [String] { ["Scalars", "NSObject"] }
            func encode(with archiver: KeyedArchiver) throws {
                archiver.encode(Float(1.25), forKey: "float")
                archiver.encode(-1.0e-7, forKey: "tiny")
                archiver.encode(Int64.min, forKey: "min")
                archiver.encode(Int32(70000), forKey: "int32")
                archiver.encodeBytes(Array(repeating: 0xAB, count: 200), forKey: "bytes")
                try archiver.encode(.string("a string longer than fifteen characters"), forKey: "long")
                try archiver.encode(.string("°C and ümlauts"), forKey: "utf16")
                try archiver.encode(.unsignedInteger(3), forKey: "unsigned")
                try archiver.encode(.real(.infinity), forKey: "infinity")
                try archiver.encode(.real(0), forKey: "zero")
            }
            func decode(from unarchiver: KeyedUnarchiver) throws {}
        }
        return [
            ("interop", .object(try kilnGraph())),
            ("many", .object(many)),
            ("scalars", .object(Scalars())),
            ("string", .string("just a string")),
            ("nil", .null),
        ]
    }
}
