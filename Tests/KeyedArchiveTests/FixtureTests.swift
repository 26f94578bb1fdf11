import ArchiveInspection
import JSON
import Foundation
import KeyedArchive
import PropertyList
import XCTest

/// Archives written by Apple's Foundation (the shared corpus): Kiln must read every one as the
/// reference rendering describe.py does, and refuse every malformed one with a reason.
final class FixtureTests: XCTestCase {
    override func setUpWithError() throws {
        try XCTSkipUnless(Fixtures.available, "../shared/fixtures is absent: the fixture tests need it beside the package")
    }

    /// Parses JSON with Foundation, dropping describe.py's "file" member.
    private func foundationJSON(_ data: Data) throws -> NSDictionary {
        let object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        let dictionary = try XCTUnwrap(object as? NSDictionary).mutableCopy() as! NSMutableDictionary
        dictionary.removeObject(forKey: "file")
        return dictionary
    }

    func testEveryFixtureRendersAsDescribePyDoes() throws {
        let files = Fixtures.files(malformed: false)
        XCTAssertEqual(files.count, 47)
        for file in files {
            let rendered = CanonicalJSON.describe(bytes: try Fixtures.bytes(file))
            let expectedData = try Fixtures.expectedJSON(file)
            // Foundation's comparison (as the reference's consumers would do it)…
            XCTAssertEqual(try foundationJSON(Data(rendered.serialized().utf8)), try foundationJSON(expectedData), file)
            // …and a strict one that tells 1 from 1.0.
            var expected = try JSONValue(parsing: String(decoding: expectedData, as: UTF8.self))
            if case .object(let members) = expected { expected = .object(members.filter { $0.key != "file" }) }
            XCTAssertEqual(rendered, expected, file)
        }
    }

    func testCanonicalTextMatchesPythonsJSONDumps() throws {
        // describe.py prints json.dumps(sort_keys=True, ensure_ascii=False); its --pretty output uses
        // indent=2. The expected files use indent=1, which the writer reproduces byte for byte.
        for file in Fixtures.files(malformed: false) {
            var rendered = CanonicalJSON.describe(bytes: try Fixtures.bytes(file))
            if case .object(let members) = rendered { rendered = .object(members + [("file", .string(file))]) }
            let expected = String(decoding: try Fixtures.expectedJSON(file), as: UTF8.self)
            XCTAssertEqual(rendered.serialized(indent: 1) + "\n", expected, file)
        }
    }

    func testEveryFixtureDecodesAndReencodesToTheSameRendering() throws {
        for file in Fixtures.files(malformed: false) {
            let bytes = try Fixtures.bytes(file)
            let unarchiver = try KeyedUnarchiver(bytes: bytes)
            let plist = try PropertyList(bytes: bytes)
            let archiver = KeyedArchiver()
            // `$0`, `$1`, … are generic keys, read and written without a key, in order.
            let keys = plist.archivedTop.keys
            for key in keys where !key.hasPrefix("$") {
                try archiver.encode(try unarchiver.decodeObject(forKey: key), forKey: key)
            }
            for _ in keys.filter({ $0.hasPrefix("$") }) {
                try archiver.encode(try unarchiver.decodeObject())
            }
            archiver.finishEncoding()
            // The archiver's direct binary writer gives the same tree as PropertyList's writer.
            XCTAssertEqual(try PropertyList(bytes: archiver.encodedData), archiver.propertyList, file)
            let original = CanonicalJSON.describe(propertyList: plist, format: "binary")
            let again = CanonicalJSON.describe(propertyList: archiver.propertyList, format: "binary")
            XCTAssertEqual(again, original, file)
        }
    }

    func testMalformedArchivesAreRefusedWithTheReason() throws {
        let files = Fixtures.files(malformed: true)
        XCTAssertEqual(files.count, 16)
        for file in files {
            let bytes = try Fixtures.bytes(file)
            let rendered = CanonicalJSON.describe(bytes: bytes)
            let expected = try JSONValue(parsing: String(decoding: try Fixtures.expectedJSON(file), as: UTF8.self))
            if case .string(let reason)? = expected["error"] {
                guard case .string(let message)? = rendered["error"] else {
                    XCTFail("\(file): rendered without error: \(rendered.serialized())")
                    continue
                }
                if reason.hasPrefix("not a readable property list") {
                    XCTAssertTrue(message.hasPrefix("not a readable property list: "), "\(file): \(message)")
                } else {
                    XCTAssertEqual(message, reason, file)
                }
                XCTAssertThrowsError(try KeyedUnarchiver(bytes: bytes).decodeRootObject(), file) { error in
                    XCTAssertFalse("\(error)".isEmpty)
                }
            } else {
                // No "root" key: the archive renders, but asking for the root object says why not.
                XCTAssertEqual(rendered["top"], expected["top"], file)
                XCTAssertThrowsError(try KeyedUnarchiver(bytes: bytes).decodeRootObject(), file) { error in
                    XCTAssertTrue("\(error)".hasPrefix("no root object"), "\(file): \(error)")
                }
            }
        }
    }

    func testUnarchiverReportsTheObjectIndexOfABadReference() throws {
        let bytes = try Fixtures.bytes("_malformed/bpylist2/invalid_uid_archive.plist")
        XCTAssertThrowsError(try KeyedUnarchiver(bytes: bytes).decodeObject(forKey: "root")) { error in
            XCTAssertEqual("\(error)", "UID 10 out of range (3 objects), referenced from $top")
        }
    }

    func testBinaryAndXMLTwinsDecodeToTheSameObjects() throws {
        let twins = [("NSKeyedUnarchiver-php/collections.bin.plist", "NSKeyedUnarchiver-php/collections.xml.plist"),
                     ("nskeyedarchiver-go/primitives.bin", "nskeyedarchiver-go/primitives.xml")]
        for (binary, xml) in twins {
            let fromBinary = try KeyedUnarchiver(bytes: try Fixtures.bytes(binary)).decodeObject(forKey: "root")
            let fromXML = try KeyedUnarchiver(bytes: try Fixtures.bytes(xml)).decodeObject(forKey: "root")
            XCTAssertEqual(try describe(fromBinary), try describe(fromXML), binary)
        }
    }

    private func describe(_ value: ArchiveValue) throws -> JSONValue? {
        let archiver = KeyedArchiver()
        try archiver.encode(value, forKey: "root")
        return CanonicalJSON.describe(propertyList: archiver.propertyList, format: "binary")["top"]
    }
}
