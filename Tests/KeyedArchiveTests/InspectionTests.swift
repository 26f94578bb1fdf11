import ArchiveInspection
import JSON
import Foundation
import KeyedArchive
import PropertyList
import XCTest

/// The views `kiln plist` shows (tree, `$objects` table), building archives from canonical JSON,
/// and the JSON and SHA-256 pieces under them.
final class InspectionTests: XCTestCase {
    private func archive(_ root: ArchiveValue) throws -> PropertyList {
        let archiver = KeyedArchiver()
        try archiver.encode(root, forKey: "root")
        return archiver.propertyList
    }

    func testTreeResolvesReferencesAndMarksSharedObjectsAndCycles() throws {
        let list = NSArrayModel(isMutable: true)
        let item = ChecklistItem(text: "Milk", checked: true, itemID: 1)
        item.list = list
        list.elements = [.object(item), .object(item)]
        let tree = ArchiveInspector.tree(of: try archive(.object(list)))
        let expected = """
            NSKeyedArchiver archive, 6 objects
            root → NSMutableArray #1
              NS.objects
                [0] → Checklists.ChecklistItem #2
                  Text → "Milk" #3
                  Checked = true
                  ItemID = 1
                  List → NSMutableArray #1 (cycle: refers back to an object it is inside)
                [1] → Checklists.ChecklistItem #2 (shared: shown above)

            """
        XCTAssertEqual(tree, expected)
    }

    func testTreeOfAPlainPropertyList() {
        let plist: PropertyList = ["name": "Milk", "tags": ["a", 2], "data": .data([1, 2])]
        XCTAssertEqual(ArchiveInspector.tree(of: plist), """
            dictionary (3)
              name = "Milk"
              tags array (2)
                [0] = "a"
                [1] = 2
              data = <2 bytes 0102>

            """)
    }

    func testObjectsTableNumbersEveryEntry() throws {
        let table = try ArchiveInspector.objectsTable(of: try archive(.object(NSArrayModel([.string("a"), .integer(7)]))))
        XCTAssertEqual(table, """
            $archiver = "NSKeyedArchiver"
            $version = 100000
            $top
              root = @1
            $objects (5)
              0  "$null"
              1  {NS.objects: [@2, @3], $class: @4}
              2  "a"
              3  7
              4  {$classname: "NSArray", $classes: ["NSArray", "NSObject"]}

            """)
        XCTAssertThrowsError(try ArchiveInspector.objectsTable(of: ["not": "an archive"])) { error in
            XCTAssertTrue("\(error)".contains("$archiver is None"), "\(error)")
        }
    }

    func testFromJSONRebuildsEveryFixtureWhoseJSONIsComplete() throws {
        try XCTSkipUnless(Fixtures.available, "../shared/fixtures is absent")
        var rebuilt = 0
        for file in Fixtures.files(malformed: false) {
            let original = CanonicalJSON.describe(bytes: try Fixtures.bytes(file))
            let text = original.serialized()
            // Data longer than 64 bytes is cut in the JSON, and inline plist values have no archive form.
            if text.contains("...\"") || text.contains("$plaindict") || text.contains("$plistdate") {
                XCTAssertThrowsError(try ArchiveFromJSON.archive(original), file)
                continue
            }
            for format in [PropertyListFormat.binary, .xml] {
                let bytes = try ArchiveFromJSON.archive(original, format: format)
                var again = CanonicalJSON.describe(bytes: bytes)
                if case .object(let members) = again {
                    again = .object(members.map { $0.key == "format" ? ("format", original["format"] ?? .null) : $0 })
                }
                XCTAssertEqual(again, original, "\(file) as \(format)")
            }
            rebuilt += 1
        }
        XCTAssertGreaterThan(rebuilt, 30)
    }

    func testFromJSONBuildsFoundationObjectsAndRefusesWhatItCannot() throws {
        let json = try JSONValue(parsing: """
            {"format": "binary", "top": {"root": {"list": [1, 2.5, "x", null, true],
              "set": {"$set": [3, 1]}, "when": {"$date": "2001-01-01T00:16:40Z", "t": 1000.0},
              "id": {"$uuid": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"},
              "link": {"$url": "a.html", "$base": {"$url": "https://example.com/"}},
              "bytes": {"$data": {"hex": "00ff", "len": 2, "sha256": "ignored"}},
              "note": {"$classname": "Note", "title": "Hi", "count": 3, "self": {"$cycle": 1}},
              "keys": {"$dict": [[1, "one"], [2, "two"]]}}}}
            """)
        let bytes = try ArchiveFromJSON.archive(json)
        let unarchiver = try KeyedUnarchiver(bytes: bytes)
        let root = try XCTUnwrap(try unarchiver.decodeRootObject().object as? NSDictionaryModel)
        XCTAssertEqual((root["list"]?.object as? NSArrayModel)?.elements.count, 5)
        XCTAssertEqual((root["when"]?.object as? NSDateModel)?.timeIntervalSinceReferenceDate, 1000)
        XCTAssertEqual((root["link"]?.object as? NSURLModel)?.string, "https://example.com/a.html")
        XCTAssertEqual(root["bytes"]?.dataValue, [0x00, 0xFF])
        let note = try XCTUnwrap(root["note"]?.object as? GenericArchivedObject)
        XCTAssertEqual(note.className, "Note")
        guard case .reference(.object(let me))? = note.value(forKey: "self") else { return XCTFail("no self field") }
        XCTAssertTrue(me === note)
        guard case .inline(.integer(3))? = note.value(forKey: "count") else { return XCTFail("count is not inline 3") }
        // Rendering it again gives the JSON back (the "sha256" is recomputed).
        let again = CanonicalJSON.describe(bytes: bytes)
        XCTAssertEqual(again["top"]?["root"]?["note"], json["top"]?["root"]?["note"])
        XCTAssertEqual(again["top"]?["root"]?["keys"], json["top"]?["root"]?["keys"])

        XCTAssertThrowsError(try ArchiveFromJSON.archive(try JSONValue(parsing: #"{"$cycle": 1}"#))) { error in
            XCTAssertTrue("\(error)".contains("$cycle"), "\(error)")
        }
        XCTAssertThrowsError(try ArchiveFromJSON.archive(try JSONValue(parsing: #"{"error": "bad"}"#)))
        XCTAssertThrowsError(try ArchiveFromJSON.archive(try JSONValue(parsing: #"{"$uuid": "nope"}"#)))
    }

    func testJSONWriterMatchesPythonsDumps() throws {
        let value = try JSONValue(parsing: #"{"b": [1, 1.0, -0.0, 1e+16, 1e-05, "é\n\"\u0001"], "a": {}, "c": []}"#)
        XCTAssertEqual(value.serialized(), #"{"a": {}, "b": [1, 1.0, -0.0, 1e+16, 1e-05, "é\n\"\u0001"], "c": []}"#)
        XCTAssertNotEqual(JSONValue.integer(1), JSONValue.real(1))
        XCTAssertThrowsError(try JSONValue(parsing: "{\"a\": [1, 2}")) { error in
            XCTAssertEqual("\(error)", "1:12: expected ',' or ']'")
        }
    }

    func testDataDigestIsSHA256() throws {
        // FIPS 180-4 test vectors: "abc" and the 56-byte two-block message.
        func digest(_ text: String) throws -> String? {
            let json = CanonicalJSON.describe(propertyList: try archive(.data(Array(text.utf8))), format: "binary")
            if case .string(let hex)? = json["top"]?["root"]?["$data"]?["sha256"] { return hex }
            return nil
        }
        XCTAssertEqual(try digest("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(try digest("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
                       "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        XCTAssertEqual(try digest(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    func testCorruptedArchivesNeverCrashTheReaders() throws {
        try XCTSkipUnless(Fixtures.available, "../shared/fixtures is absent")
        var generator = SplitMix64(seed: 2026)
        for file in Fixtures.files(malformed: false) {
            let original = try Fixtures.bytes(file)
            for _ in 0..<40 {
                var bytes = original
                for _ in 0..<3 {
                    let position = Int(generator.next() % UInt64(bytes.count))
                    bytes[position] = UInt8(truncatingIfNeeded: generator.next())
                }
                // Either outcome is fine; what matters is an answer (a value or an error), not a crash.
                _ = CanonicalJSON.describe(bytes: bytes)
                if let unarchiver = try? KeyedUnarchiver(bytes: bytes) {
                    _ = try? unarchiver.decodeRootObject()
                }
            }
        }
    }
}

/// A small deterministic generator, so the corruption test is the same on every run.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
