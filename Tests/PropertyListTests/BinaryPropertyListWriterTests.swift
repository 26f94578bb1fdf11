import Foundation
import PropertyList
import XCTest

/// The bplist00 writer: CF's layout, minimal widths, uniquing, and exact round trips.
final class BinaryPropertyListWriterTests: XCTestCase {
    private func roundTrip(_ value: PropertyList, file: StaticString = #filePath, line: UInt = #line) throws -> [UInt8] {
        let bytes = value.encoded(as: .binary)
        XCTAssertEqual(try PropertyList(bytes: bytes), value, file: file, line: line)
        return bytes
    }

    private func trailer(_ bytes: [UInt8]) -> (offsetIntSize: Int, objectRefSize: Int, numObjects: Int, topObject: Int, offsetTableOffset: Int) {
        let t = bytes.count - 32
        func field(_ at: Int) -> Int { bytes[t + at..<t + at + 8].reduce(0) { $0 << 8 | Int($1) } }
        return (Int(bytes[t + 6]), Int(bytes[t + 7]), field(8), field(16), field(24))
    }

    func testSmallDictionaryIsLaidOutAsCoreFoundationDoes() throws {
        let value: PropertyList = ["a": 1, "b": "x"]
        let bytes = try roundTrip(value)
        // header, dict(2) with key refs 1,2 and value refs 3,4, "a", "b", int 1, "x"
        XCTAssertEqual(bytes.prefix(8 + 5 + 2 + 2 + 2 + 2), [
            0x62, 0x70, 0x6C, 0x69, 0x73, 0x74, 0x30, 0x30,
            0xD2, 0x01, 0x02, 0x03, 0x04, 0x51, 0x61, 0x51, 0x62, 0x10, 0x01, 0x51, 0x78,
        ][...])
        let trailer = trailer(bytes)
        XCTAssertEqual(trailer.numObjects, 5)
        XCTAssertEqual(trailer.topObject, 0)
        XCTAssertEqual(trailer.objectRefSize, 1)
        XCTAssertEqual(trailer.offsetIntSize, 1)
        XCTAssertEqual(trailer.offsetTableOffset, 21)
        XCTAssertEqual(bytes.count, 21 + 5 + 32)
    }

    func testIntegersUseMinimalWidthsAndNegativesEightBytes() throws {
        let cases: [(PropertyList, [UInt8])] = [
            (.integer(0), [0x10, 0x00]),
            (.integer(255), [0x10, 0xFF]),
            (.integer(256), [0x11, 0x01, 0x00]),
            (.integer(65_536), [0x12, 0x00, 0x01, 0x00, 0x00]),
            (.integer(1 << 32), [0x13, 0, 0, 0, 1, 0, 0, 0, 0]),
            (.integer(-1), [0x13, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]),
            (.integer(.min), [0x13, 0x80, 0, 0, 0, 0, 0, 0, 0]),
            (.unsignedInteger(3), [0x14] + [UInt8](repeating: 0, count: 15) + [3]),
            (.unsignedInteger(.max), [0x14] + [UInt8](repeating: 0, count: 8) + [UInt8](repeating: 0xFF, count: 8)),
            (.float32(1.5), [0x22, 0x3F, 0xC0, 0x00, 0x00]),
            (.real(1.5), [0x23, 0x3F, 0xF8, 0, 0, 0, 0, 0, 0]),
            (.date(0), [0x33, 0, 0, 0, 0, 0, 0, 0, 0]),
            (.uid(5), [0x80, 0x05]),
            (.uid(300), [0x81, 0x01, 0x2C]),
            (.uid(70_000), [0x83, 0x00, 0x01, 0x11, 0x70]),
            (.bool(true), [0x09]),
            (.bool(false), [0x08]),
        ]
        for (value, object) in cases {
            let bytes = try roundTrip([value])
            XCTAssertEqual(Array(bytes[10..<10 + object.count]), object, "\(value)")
        }
    }

    func testStringsAreASCIIOrUTF16BigEndian() throws {
        let bytes = try roundTrip(["é😀\u{0}"])
        // array(1) ref 1, then 0x64: four UTF-16 code units (é, a surrogate pair, NUL)
        XCTAssertEqual(Array(bytes[8..<19]), [0xA1, 0x01, 0x64, 0x00, 0xE9, 0xD8, 0x3D, 0xDE, 0x00, 0x00, 0x00])
        let ascii = try roundTrip(["plain"])
        XCTAssertEqual(ascii[10], 0x55)
    }

    func testCountsOfFifteenOrMoreFollowAsAnInteger() throws {
        let long = String(repeating: "x", count: 300)
        let bytes = try roundTrip([.string(long), .data([UInt8](repeating: 7, count: 15))])
        XCTAssertEqual(Array(bytes[11..<15]), [0x5F, 0x11, 0x01, 0x2C])
        let array = PropertyList.array((0..<15).map { .integer($0) })
        XCTAssertEqual(try roundTrip(array)[8..<10], [0xAF, 0x10])
    }

    func testScalarsAreUniquedByValueAndTypeButContainersAndUIDsAreNot() throws {
        let value: PropertyList = ["same", "same", 1, 1, 1.0, true, true, .uid(1), .uid(1), [], []]
        let bytes = try roundTrip(value)
        let plist = try BinaryPropertyList(bytes: bytes)
        let refs = try plist.arrayRefs(of: 0)
        XCTAssertEqual(refs[0], refs[1])  // strings
        XCTAssertEqual(refs[2], refs[3])  // integers
        XCTAssertNotEqual(refs[3], refs[4])  // integer 1 and real 1.0 differ
        XCTAssertNotEqual(refs[5], refs[6])  // bools written each time
        XCTAssertNotEqual(refs[7], refs[8])  // UIDs too
        XCTAssertNotEqual(refs[9], refs[10])  // and containers
        XCTAssertEqual(plist.objectCount, 10)
    }

    func testMoreThan255ObjectsUseTwoByteRefsAndMoreThan65535FourByteRefs() throws {
        let medium = PropertyList.array((0..<300).map { .integer($0) })
        XCTAssertEqual(trailer(try roundTrip(medium)).objectRefSize, 2)
        let large = PropertyList.array((0..<70_000).map { .integer($0) })
        let bytes = try roundTrip(large)
        XCTAssertEqual(trailer(bytes).objectRefSize, 4)
        XCTAssertEqual(trailer(bytes).offsetIntSize, 4)
        XCTAssertEqual(trailer(bytes).numObjects, 70_001)
    }

    func testEmptyContainersAndEdgeValuesRoundTripExactly() throws {
        let dictionary = PropertyListDictionary((0..<40).map { ("key\($0)", PropertyList.integer(Int64($0))) })
        _ = try roundTrip([
            [], [:], "", .data([]), .integer(.max), .integer(.min), .unsignedInteger(0),
            .real(-0.0), .real(.infinity), .real(.greatestFiniteMagnitude), .float32(-3.25),
            .date(-1e9), .uid(UInt64(UInt32.max)), .dictionary(dictionary), [[[["deep"]]]],
        ])
        let nan = try PropertyList(bytes: PropertyList.real(.nan).encoded(as: .binary))
        guard case .real(let value) = nan else { return XCTFail("\(nan)") }
        XCTAssertTrue(value.isNaN)
    }

    /// Every layout our writer makes, as CF's rules check it (the Python checker).
    func testEdgeValueOutputPassesTheLayoutChecker() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let values: [PropertyList] = [
            ["a": 1, "b": ["a", "a", 1, true, true, .uid(1), .uid(1)]],
            .array((0..<300).map { .string("s\($0 % 50)") }),
            .array((0..<70_000).map { .integer(Int64($0) - 35_000) }),
            ["é😀", .unsignedInteger(7), .float32(2), .data([UInt8](repeating: 1, count: 40))],
        ]
        var urls: [URL] = []
        for (index, value) in values.enumerated() {
            let url = directory.appendingPathComponent("\(index).bplist")
            try Data(value.encoded(as: .binary)).write(to: url)
            urls.append(url)
        }
        let output = try Fixtures.runTool("bplist_layout_check.py", on: urls)
        XCTAssertTrue(output.contains("\(urls.count)/\(urls.count) binary files follow"), output)
    }
}
