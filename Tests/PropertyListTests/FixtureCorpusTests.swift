import Foundation
import PropertyList
import XCTest

/// Every Apple-written fixture, through both readers and both writers.
final class FixtureCorpusTests: XCTestCase {
    /// The corpus as the manifest's table lists it: 33 binary and 14 XML files (its heading says 36/11).
    func testCorpusHasTheFortySevenFixtures() throws {
        let files = try Fixtures.files()
        XCTAssertEqual(files.count, 47)
        XCTAssertEqual(files.filter { PropertyList.format(of: $0.bytes) == .binary }.count, 33)
        XCTAssertEqual(files.filter { PropertyList.format(of: $0.bytes) == .xml }.count, 14)
    }

    func testEveryBinaryFixtureReadsTheSameThroughTreeAndRandomAccess() throws {
        let all = try Fixtures.files() + Fixtures.files(malformed: true)
        XCTAssertEqual(all.filter { PropertyList.format(of: $0.bytes) == .binary }.count, 33 + 9)
        for (name, bytes) in all where PropertyList.format(of: bytes) == .binary {
            let tree = try PropertyList(bytes: bytes)
            let plist = try BinaryPropertyList(bytes: bytes)
            XCTAssertEqual(try plist.value(of: plist.topObject), tree, name)
            XCTAssertEqual(try rebuild(plist, plist.topObject), tree, name)
            XCTAssertEqual(try plist.kind(of: plist.topObject), .dictionary, name)
            // Keyed archives: $objects is found by in-place key comparison and holds $null first.
            guard let objects = try plist.dictionaryValueRef(of: plist.topObject, forKey: "$objects") else {
                XCTAssertTrue(name.hasSuffix("no_objects_archive.plist"), "\(name) has no $objects")
                continue
            }
            let first = try XCTUnwrap(try plist.arrayRefs(of: objects).first, name)
            XCTAssertEqual(try plist.string(of: first), "$null", name)
            XCTAssertNil(try plist.dictionaryValueRef(of: plist.topObject, forKey: "$absent"), name)
        }
    }

    /// Walks the random-access API alone (refs, kinds, strings, UIDs) into a tree.
    private func rebuild(_ plist: BinaryPropertyList, _ object: Int) throws -> PropertyList {
        switch try plist.kind(of: object) {
        case .array, .set: return .array(try plist.arrayRefs(of: object).map { try rebuild(plist, $0) })
        case .dictionary:
            let (keys, values) = try plist.dictionaryRefs(of: object)
            var dictionary = PropertyListDictionary()
            for (key, value) in zip(keys, values) {
                let name = try plist.string(of: key)
                dictionary[name] = try rebuild(plist, value)
                XCTAssertEqual(try plist.dictionaryValueRef(of: object, forKey: name), value)
            }
            return .dictionary(dictionary)
        case .string: return .string(try plist.string(of: object))
        case .uid: return .uid(try XCTUnwrap(try plist.uid(of: object)))
        default:
            XCTAssertNil(try plist.uid(of: object))
            return try plist.value(of: object)
        }
    }

    func testEveryXMLFixtureReadsAsAKeyedArchive() throws {
        for (name, bytes) in try Fixtures.files() where PropertyList.format(of: bytes) == .xml {
            guard case .dictionary(let top) = try PropertyList(bytes: bytes) else { return XCTFail(name) }
            XCTAssertEqual(top["$archiver"], .string("NSKeyedArchiver"), name)
            XCTAssertEqual(top["$version"], .integer(100_000), name)
            guard case .array(let objects) = top["$objects"] else { return XCTFail(name) }
            XCTAssertEqual(objects.first, .string("$null"), name)
            guard case .dictionary(let roots) = top["$top"] else { return XCTFail(name) }
            for value in roots.values {
                guard case .uid = value else { return XCTFail("\(name): $top value \(value) is not a UID") }
            }
        }
    }

    func testBinaryAndXMLTwinsHoldEqualValues() throws {
        let twins = [
            ("NSKeyedUnarchiver-php/date.bin.plist", "NSKeyedUnarchiver-php/date.xml.plist"),
            ("NSKeyedUnarchiver-php/collections.bin.plist", "NSKeyedUnarchiver-php/collections.xml.plist"),
            ("NSKeyedUnarchiver-php/nested.bin.plist", "NSKeyedUnarchiver-php/nested.xml.plist"),
            ("NSKeyedUnarchiver-php/reference.bin.plist", "NSKeyedUnarchiver-php/reference.xml.plist"),
            ("NSKeyedUnarchiver-php/scalarTypes.bin.plist", "NSKeyedUnarchiver-php/scalarTypes.xml.plist"),
            ("nskeyedarchiver-go/primitives.bin", "nskeyedarchiver-go/primitives.xml"),
        ]
        for (binary, xml) in twins {
            let fromBinary = try PropertyList(bytes: try Fixtures.bytes(binary))
            let fromXML = try PropertyList(bytes: try Fixtures.bytes(xml))
            XCTAssertEqual(fromBinary.xmlNormalized, fromXML, binary)
        }
        let date = try PropertyList(bytes: try Fixtures.bytes("NSKeyedUnarchiver-php/date.xml.plist"))
        guard case .dictionary(let top) = date, case .array(let objects) = top["$objects"],
              case .dictionary(let nsDate) = objects[1] else { return XCTFail("date.xml.plist layout") }
        XCTAssertEqual(nsDate["NS.time"], .real(1_210_536_312))
    }

    func testEveryFixtureRoundTripsThroughBothWriters() throws {
        for (name, bytes) in try Fixtures.files() + Fixtures.files(malformed: true) {
            guard let value = try? PropertyList(bytes: bytes) else { continue }
            XCTAssertEqual(try PropertyList(bytes: value.encoded(as: .binary)), value, name)
            XCTAssertEqual(try PropertyList(bytes: value.encoded(as: .xml)), value.xmlNormalized, name)
        }
    }

    func testXMLFixturesAreWrittenBackByteForByte() throws {
        for (name, bytes) in try Fixtures.files() where PropertyList.format(of: bytes) == .xml {
            let written = try PropertyList(bytes: bytes).encoded(as: .xml)
            XCTAssertEqual(String(decoding: written, as: UTF8.self), String(decoding: bytes, as: UTF8.self), name)
        }
    }

    /// Our binary output of every fixture follows CF's writer layout, as the Python checker sees it.
    func testBinaryOutputPassesTheLayoutChecker() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var written: [URL] = []
        for (index, (_, bytes)) in try Fixtures.files().enumerated() {
            let url = directory.appendingPathComponent("\(index).bplist")
            try Data(try PropertyList(bytes: bytes).encoded(as: .binary)).write(to: url)
            written.append(url)
        }
        let output = try Fixtures.runTool("bplist_layout_check.py", on: written)
        XCTAssertTrue(output.contains("\(written.count)/\(written.count) binary files follow"), output)
        XCTAssertFalse(output.contains("FAIL"), output)
    }

    /// Our XML output of every fixture is what CF's XML writer rules produce for it.
    func testXMLOutputMatchesTheAppleXMLWriterTool() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var written: [URL] = []
        for (index, (_, bytes)) in try Fixtures.files().enumerated() {
            let url = directory.appendingPathComponent("\(index).plist")
            try Data(try PropertyList(bytes: bytes).encoded(as: .xml)).write(to: url)
            written.append(url)
        }
        let output = try Fixtures.runTool("apple_xml_writer.py", on: written)
        let lines = output.split(separator: "\n").filter { $0.hasPrefix("SAME") || $0.hasPrefix("DIFF") }
        XCTAssertEqual(lines.count, written.count, output)
        XCTAssertEqual(lines.filter { $0.hasPrefix("SAME") }.count, written.count, output)
    }

    /// `_malformed/` files are valid property lists (broken as archives) except broken_plist.xml.
    func testMalformedFixturesReadOrFailWithALocation() throws {
        for (name, bytes) in try Fixtures.files(malformed: true) {
            if name.hasSuffix("broken_plist.xml") {
                XCTAssertThrowsError(try PropertyList(bytes: bytes), name) { error in
                    let error = error as? PropertyListError
                    XCTAssertNotNil(error?.line, name)
                    XCTAssertNotNil(error?.column, name)
                }
            } else {
                XCTAssertNoThrow(try PropertyList(bytes: bytes), name)
            }
        }
    }
}
