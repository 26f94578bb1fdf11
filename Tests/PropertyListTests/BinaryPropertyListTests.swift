import PropertyList
import XCTest

/// The random-access bplist00 reader: what it accepts, and how it refuses bad files.
final class BinaryPropertyListTests: XCTestCase {
    /// Hand-assembles a bplist00 file from object bodies, with the trailer computed honestly.
    private func bplist(_ objects: [[UInt8]], topObject: UInt64 = 0, refSize: UInt8 = 1) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let tableOffset = bytes.count
        for offset in offsets { bytes.append(UInt8(offset)) }
        bytes += [0, 0, 0, 0, 0, 0, 1, refSize]
        for field in [UInt64(objects.count), topObject, UInt64(tableOffset)] {
            bytes += (0..<8).reversed().map { UInt8(truncatingIfNeeded: field >> (8 * UInt64($0))) }
        }
        return bytes
    }

    private func assertError(
        _ bytes: [UInt8], contains text: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertThrowsError(try PropertyList(bytes: bytes), file: file, line: line) { error in
            guard let error = error as? PropertyListError else { return XCTFail("\(error)", file: file, line: line) }
            XCTAssertTrue(error.message.contains(text), error.description, file: file, line: line)
            XCTAssertNotNil(error.byteOffset, error.description, file: file, line: line)
            XCTAssertTrue(error.description.hasPrefix("byte "), error.description, file: file, line: line)
        }
    }

    func testHandAssembledFileReads() throws {
        let bytes = bplist([[0xA2, 1, 2], [0x51, 0x61], [0x10, 0x2A]])
        XCTAssertEqual(try PropertyList(bytes: bytes), ["a", 42])
        let plist = try BinaryPropertyList(bytes: bytes)
        XCTAssertEqual(plist.objectCount, 3)
        XCTAssertEqual(try plist.arrayRefs(of: 0), [1, 2])
        XCTAssertEqual(try plist.kind(of: 2), .integer)
        XCTAssertEqual(try (0..<3).map { try plist.byteOffset(of: $0) }, [8, 11, 13])
        XCTAssertThrowsError(try plist.string(of: 2)) { error in
            XCTAssertEqual((error as? PropertyListError)?.message, "object 2 is an integer, not a string")
        }
        XCTAssertThrowsError(try plist.kind(of: 3)) { error in
            XCTAssertEqual((error as? PropertyListError)?.message, "object 3 out of range (3 objects)")
        }
    }

    func testReaderAcceptsWhatCFReadsButDoesNotWrite() throws {
        // bplist01 header, a set, 16-byte and 8-byte negative ints, a 3-byte UID, UTF-16 key.
        var bytes = bplist([
            [0xC4, 1, 2, 3, 4],
            [0x14] + [UInt8](repeating: 0, count: 15) + [9],
            [0x14] + [UInt8](repeating: 0xFF, count: 16),
            [0x82, 0x01, 0x00, 0x00],
            [0xD1, 5, 6], [0x61, 0x00, 0xE9], [0x09],
        ])
        bytes[7] = UInt8(ascii: "1")
        XCTAssertEqual(try PropertyList(bytes: bytes), [.unsignedInteger(9), .integer(-1), .uid(65_536), ["é": true]])
        let plist = try BinaryPropertyList(bytes: bytes)
        XCTAssertEqual(try plist.kind(of: 0), .set)
        XCTAssertEqual(try plist.dictionaryValueRef(of: 4, forKey: "é"), 6)
        XCTAssertNil(try plist.dictionaryValueRef(of: 4, forKey: "e"))
        XCTAssertEqual(try plist.uid(of: 3), 65_536)
        XCTAssertNil(try plist.uid(of: 6))
    }

    func testNullAndFillHaveAKindButNoValue() throws {
        let bytes = bplist([[0xA1, 1], [0x00]])
        let plist = try BinaryPropertyList(bytes: bytes)
        XCTAssertEqual(try plist.kind(of: 1), .null)
        assertError(bytes, contains: "null (0x00)")
        assertError(bplist([[0xA1, 1], [0x0F]]), contains: "fill (0x0F)")
    }

    func testTruncatedFilesAreRefusedAtEveryLength() throws {
        let whole = try Fixtures.bytes("NSKeyedUnarchiver-php/scalarTypes.bin.plist")
        for length in 0..<whole.count {
            let prefix = Array(whole.prefix(length))
            XCTAssertThrowsError(try BinaryPropertyList(bytes: prefix), "length \(length)") { error in
                XCTAssertNotNil((error as? PropertyListError)?.byteOffset, "length \(length): \(error)")
            }
            XCTAssertThrowsError(try PropertyList(bytes: prefix), "length \(length)") { error in
                XCTAssertTrue(error is PropertyListError, "length \(length): \(error)")
            }
        }
    }

    func testCorruptTrailersAreRefused() {
        let good = bplist([[0xA1, 1], [0x09]])
        let trailer = good.count - 32
        func corrupt(_ at: Int, _ value: UInt8) -> [UInt8] {
            var bytes = good
            bytes[trailer + at] = value
            return bytes
        }
        assertError(corrupt(6, 0), contains: "offset int size 0")
        assertError(corrupt(7, 9), contains: "object ref size 9")
        assertError(corrupt(15, 0), contains: "numObjects is 0")
        assertError(corrupt(23, 2), contains: "topObject 2 out of range")
        assertError(corrupt(31, 3), contains: "inside the header")
        assertError(corrupt(31, 0xF0), contains: "past the end of the objects")
        assertError(corrupt(15, 0xFF), contains: "does not end where the trailer starts")
        var huge = good
        for i in 8..<16 { huge[trailer + i] = 0xFF }
        assertError(huge, contains: "does not end where the trailer starts")
    }

    func testOffsetsOutsideTheObjectsAreRefused() {
        var bytes = bplist([[0xA1, 1], [0x09]])
        bytes[bytes.count - 32 - 1] = 200
        assertError(bytes, contains: "offset table: object 1 at offset 200")
        bytes[bytes.count - 32 - 1] = 2
        assertError(bytes, contains: "offset table: object 1 at offset 2")
    }

    func testRefsOutOfRangeAreRefused() {
        assertError(bplist([[0xA1, 5], [0x09]]), contains: "object ref 5 out of range (2 objects)")
        assertError(bplist([[0xD1, 1, 7], [0x51, 0x61]]), contains: "object ref 7 out of range (2 objects)")
    }

    func testAContainerThatContainsItselfIsACycleNotARecursion() throws {
        let bytes = bplist([[0xA2, 1, 0], [0x09]])
        assertError(bytes, contains: "object 0 contains itself")
        let plist = try BinaryPropertyList(bytes: bytes)
        XCTAssertEqual(try plist.arrayRefs(of: 0), [1, 0])  // random access still works
        // A shared (non-cyclic) subtree is fine.
        XCTAssertEqual(try PropertyList(bytes: bplist([[0xA2, 1, 1], [0xA1, 2], [0x08]])), [[false], [false]])
    }

    func testHugeCountsAreRefusedBeforeAllocating() {
        let twoToThe60: [UInt8] = [0x13, 0x10, 0, 0, 0, 0, 0, 0, 0]
        assertError(bplist([[0xAF] + twoToThe60]), contains: "count 1152921504606846976 needs")
        assertError(bplist([[0x4F] + twoToThe60]), contains: "count 1152921504606846976 needs")
        assertError(bplist([[0xDF] + twoToThe60]), contains: "count 1152921504606846976 needs 2305843009213693952 bytes")
        assertError(bplist([[0x6F] + twoToThe60]), contains: "count 1152921504606846976 needs")
        assertError(bplist([[0x5F, 0x13, 0xFF, 0, 0, 0, 0, 0, 0, 0]]), contains: "too large")
        assertError(bplist([[0x5F, 0x51, 0x61]]), contains: "count is not a 1 to 8-byte integer")
    }

    func testBadScalarsAreRefused() {
        assertError(bplist([[0x87, 0, 0, 0, 1, 0, 0, 0, 0]]), contains: "UID 4294967296 exceeds UInt32.max")
        assertError(bplist([[0x14, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0]]), contains: "does not fit in 64 bits")
        assertError(bplist([[0x52, 0x61, 0xE9]]), contains: "in an ASCII string")
        assertError(bplist([[0x70]]), contains: "unknown object marker 0x70")
        assertError(bplist([[0x13, 0, 0]]), contains: "runs into the offset table")
        assertError(bplist([[0x24, 0]]), contains: "real of 2^4 bytes")
        assertError(bplist([[0xD1, 1, 2], [0x10, 1], [0x09]]), contains: "dictionary key (object 1) is an integer")
    }

    func testWrongMagicIsRefused() {
        var bytes = bplist([[0x09]])
        bytes[0] = UInt8(ascii: "x")
        XCTAssertThrowsError(try BinaryPropertyList(bytes: bytes)) { error in
            XCTAssertEqual((error as? PropertyListError)?.description,
                           "byte 0: not a binary property list: the file does not start with \"bplist0\"")
        }
        XCTAssertNil(PropertyList.format(of: bytes))
        XCTAssertThrowsError(try PropertyList(bytes: bytes))
    }

    func testNestingDeeperThanTheLimitIsRefused() throws {
        let depth = BinaryPropertyList.maximumDepth + 10
        let value = (0..<depth).reduce(PropertyList.array([])) { inner, _ in .array([inner]) }
        XCTAssertThrowsError(try PropertyList(bytes: value.encoded(as: .binary))) { error in
            XCTAssertTrue((error as? PropertyListError)?.message.contains("nested more than 512") == true, "\(error)")
        }
        let shallow = (0..<100).reduce(PropertyList.array([])) { inner, _ in .array([inner]) }
        XCTAssertEqual(try PropertyList(bytes: shallow.encoded(as: .binary)), shallow)
    }

    /// Every single-byte corruption of real files either reads or throws; none traps.
    func testCorruptingAnyByteOfAFixtureNeverTraps() throws {
        for name in ["NSKeyedUnarchiver-php/scalarTypes.bin.plist", "swift-corelibs-foundation/NSAttributedString.archive"] {
            let whole = try Fixtures.bytes(name)
            for position in 0..<whole.count {
                for value: UInt8 in [0x00, 0x0F, 0x5F, 0x7F, 0xAF, 0xFF] {
                    var bytes = whole
                    bytes[position] = value
                    if let plist = try? BinaryPropertyList(bytes: bytes) {
                        _ = try? plist.value(of: plist.topObject)
                        for object in 0..<plist.objectCount {
                            _ = try? plist.arrayRefs(of: object)
                            _ = try? plist.dictionaryValueRef(of: object, forKey: "$class")
                        }
                    }
                }
            }
        }
    }
}
