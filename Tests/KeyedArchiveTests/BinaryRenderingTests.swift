// The canonical JSON written straight from a binary archive (`kiln plist --json`'s path) against
// the tree renderer's text, byte for byte: on Apple's fixtures, corrupted copies of them, and
// archives built to reach every form either renderer writes.
@testable import ArchiveInspection
import JSON
import Foundation
import KeyedArchive
import PropertyList
import XCTest

final class BinaryRenderingTests: XCTestCase {
    /// The text the tree renderer gives (`describe` then `serialized`), or its error.
    private func treeText(_ bytes: [UInt8]) -> String {
        let rendering = CanonicalJSON.describe(bytes: bytes)
        if case .string(let reason)? = rendering["error"] { return "error: " + reason }
        return rendering.serialized()
    }

    /// The text `writeDescription` gives, after some text already in the buffer, or its error.
    private func writtenText(_ bytes: [UInt8]) -> String {
        var output = JSONOutput()
        output.append("prefix ")
        if let reason = CanonicalJSON.writeDescription(bytes: bytes, to: &output) {
            XCTAssertEqual(output.text, "prefix ", "nothing is appended when the archive is refused")
            return "error: " + reason
        }
        XCTAssertTrue(output.text.hasPrefix("prefix "))
        return String(output.text.dropFirst("prefix ".count))
    }

    /// True when the binary renderer wrote `bytes` itself (rather than handing it to the tree renderer).
    private func renderedInPlace(_ bytes: [UInt8]) -> Bool {
        var output = JSONOutput()
        return BinaryArchiveJSON.write(bytes, to: &output)
    }

    private func binaryArchive(_ root: ArchiveValue) throws -> [UInt8] {
        try KeyedArchiver.archivedData(withRootObject: root, format: .binary)
    }

    func testEveryFixtureAndEveryMalformedOneIsWrittenAsTheTreeRendererWritesIt() throws {
        try XCTSkipUnless(Fixtures.available, "../shared/fixtures is absent")
        var inPlace = 0
        for file in Fixtures.files(malformed: false) + Fixtures.files(malformed: true) {
            let bytes = try Fixtures.bytes(file)
            XCTAssertEqual(writtenText(bytes), treeText(bytes), file)
            if renderedInPlace(bytes) { inPlace += 1 }
        }
        // The binary fixtures of ordinary archives are written in place, not handed over.
        XCTAssertGreaterThanOrEqual(inPlace, 15, "fixtures rendered by the binary renderer")
    }

    func testCorruptedArchivesGiveTheSameTextOrTheSameError() throws {
        try XCTSkipUnless(Fixtures.available, "../shared/fixtures is absent")
        var generator = SplitMix64(seed: 14)
        var differentOutcomes = Set<String>()
        for file in Fixtures.files(malformed: false) where try Fixtures.bytes(file).starts(with: Array("bplist00".utf8)) {
            let original = try Fixtures.bytes(file)
            for _ in 0..<60 {
                var bytes = original
                for _ in 0..<(1 + Int(generator.next() % 3)) {
                    let position = 8 + Int(generator.next() % UInt64(bytes.count - 8))
                    bytes[position] = UInt8(truncatingIfNeeded: generator.next())
                }
                let tree = treeText(bytes)
                XCTAssertEqual(writtenText(bytes), tree, file)
                differentOutcomes.insert(tree.hasPrefix("error: ") ? "error" : (tree == treeText(original) ? "same" : "changed"))
            }
        }
        XCTAssertEqual(differentOutcomes, ["error", "same", "changed"], "the corruptions reach errors and changed renderings")
    }

    func testEveryFormIsWrittenInPlaceAsTheTreeRendererWritesIt() throws {
        let note = GenericArchivedObject(classChain: ["Note", "NSObject"])
        note.fields = [
            ("title", .reference(.string("Groceries \u{1F34E} \"fresh\"\n"))), ("count", .inline(.integer(-3))),
            ("big", .inline(.unsignedInteger(UInt64.max))), ("ratio", .inline(.real(0.1))), ("nan", .inline(.real(.nan))),
            ("small", .inline(.float32(1.5))), ("done", .inline(.bool(true))), ("$$escaped", .inline(.integer(1))),
            ("when", .inline(.date(1000.25))), ("blob", .inline(.data(Array(0..<100)))),
            ("plain", .dictionary([("z", .inline(.integer(1))), ("a", .array([.inline(.string("x")), .reference(.null)]))])),
            ("A-first", .inline(.string("ascii"))),
        ]
        note.fields.append(("me", .reference(.object(note))))
        let dictionary = NSDictionaryModel()
        dictionary.keys = [.string("zebra"), .string("apple"), .string("Mango")]
        dictionary.values = [.object(note), .integer(7), .null]
        let ordered = NSOrderedSetModel()
        ordered.members = [.string("b"), .string("a")]
        let root = NSArrayModel([
            .object(dictionary), .object(ordered), .object(NSDateModel(timeIntervalSinceReferenceDate: 86_400.5)),
            .object(NSUUIDModel(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!), .data([1, 2, 3]),
            .string(""), .real(-0.0), .bool(false), .null, .object(NSArrayModel([])), .object(NSDictionaryModel()),
            .object(NSNullModel()), .object(note),
        ])
        let bytes = try binaryArchive(.object(root))
        XCTAssertTrue(renderedInPlace(bytes))
        XCTAssertEqual(writtenText(bytes), treeText(bytes))
        for form in ["\"$classname\": \"Note\"", "\"$cycle\": 1", "\"$orderedset\"", "\"$date\"", "\"$uuid\"", "\"$data\"",
                     "\"$plaindict\"", "\"$plistdate\"", "\"$real\": \"nan\"", "\u{1F34E}", "\"$$escaped\""] {
            XCTAssertTrue(writtenText(bytes).contains(form), form)
        }
    }

    func testFormsTheTreeRendererKeepsAreHandedOverAndComeOutTheSame() throws {
        // Sets (sorted by their members' text), URLs, dictionaries with keys that are not strings,
        // keys that are not ASCII.
        let set = NSSetModel()
        set.members = [.integer(3), .string("a"), .integer(1)]
        let keyed = NSDictionaryModel()
        keyed.keys = [.integer(2), .integer(1)]
        keyed.values = [.string("two"), .string("one")]
        let url = NSURLModel("a.html")
        url.base = NSURLModel("https://example.com/")
        let accented = GenericArchivedObject(classChain: ["Note", "NSObject"])
        accented.fields = [("émoji", .inline(.integer(2)))]
        for root: ArchiveValue in [.object(set), .object(keyed), .object(url), .object(accented)] {
            let bytes = try binaryArchive(.object(NSArrayModel([root])))
            XCTAssertFalse(renderedInPlace(bytes))
            XCTAssertEqual(writtenText(bytes), treeText(bytes))
        }
        // XML archives are the tree renderer's.
        let xml = try KeyedArchiver.archivedData(withRootObject: .object(NSArrayModel([.string("x")])), format: .xml)
        XCTAssertFalse(renderedInPlace(xml))
        XCTAssertEqual(writtenText(xml), treeText(xml))
        XCTAssertTrue(writtenText(xml).hasPrefix("{\"format\": \"xml\""))
    }

    func testHeaderErrorsGiveTheTreeRenderersAnswer() throws {
        var objects: [PropertyList] = [.string("$null"), .array([.uid(1)])]
        var archive = PropertyListDictionary()
        archive["$archiver"] = .string("NSKeyedArchiver")
        archive["$version"] = .integer(100000)
        archive["$top"] = .dictionary(["root": .uid(0)])
        archive["$objects"] = .array(objects)
        let good = PropertyList.dictionary(archive).encoded(as: .binary)
        XCTAssertTrue(renderedInPlace(good))
        XCTAssertEqual(writtenText(good), treeText(good))
        // A wrong $version, a missing $top, a first entry that is not $null.
        for (key, value) in [("$version", PropertyList.integer(7)), ("$top", .string("x")), ("$archiver", .string("Other"))] {
            var broken = archive
            broken[key] = value
            let bytes = PropertyList.dictionary(broken).encoded(as: .binary)
            XCTAssertEqual(writtenText(bytes), treeText(bytes), key)
            XCTAssertTrue(writtenText(bytes).hasPrefix("error: "), key)
        }
        objects[0] = .integer(0)
        archive["$objects"] = .array(objects)
        let noNull = PropertyList.dictionary(archive).encoded(as: .binary)
        XCTAssertEqual(writtenText(noNull), treeText(noNull))
    }
}
