/// A bplist00 document opened for random access.
///
/// `init(bytes:)` validates the header, the trailer and every entry of the offset table, as
/// CoreFoundation does before it reads anything; objects are decoded only when asked for, and
/// the file is shared, never copied, so a 10 MB keyed archive is not turned into a tree at once.
///
/// ```swift
/// let plist = try BinaryPropertyList(bytes: bytes)
/// if let objects = try plist.dictionaryValueRef(of: plist.topObject, forKey: "$objects") {
///     for ref in try plist.arrayRefs(of: objects) { print(try plist.kind(of: ref)) }
/// }
/// ```
///
/// Integers: 1, 2 and 4-byte integers are unsigned and 8-byte ones signed, as CF reads them, and
/// become `.integer`. A 16-byte integer (what CF writes for unsigned 64-bit numbers) becomes
/// `.unsignedInteger` when its high 64 bits are zero, so that it is written back as 16 bytes; a
/// 16-byte negative number that fits in 64 bits becomes `.integer`; anything wider is an error.
/// Strings: a UTF-16 string with an unpaired surrogate is read with U+FFFD in its place, since a
/// Swift `String` cannot hold one. Sets (marker 0xC) read as arrays; null and fill markers have a
/// `Kind` but no value.
public struct BinaryPropertyList: Sendable {
    /// How deep arrays and dictionaries may nest before `value(of:)` gives up.
    public static let maximumDepth = 512

    let bytes: [UInt8]
    let trailer: BinaryTrailer

    /// The number of objects in the object table.
    public var objectCount: Int { trailer.numObjects }
    /// The index of the root object.
    public var topObject: Int { trailer.topObject }

    /// What an object is, read from its marker alone.
    public enum Kind: String, Sendable {
        case null, bool, integer, real, date, data, string, uid, array, set, dictionary
    }

    public init(bytes: [UInt8]) throws {
        self.bytes = bytes
        let header = Array("bplist0".utf8)
        guard bytes.count >= 8, bytes.prefix(7).elementsEqual(header) else {
            throw PropertyListError("not a binary property list: the file does not start with \"bplist0\"", byteOffset: 0)
        }
        guard bytes.count >= binaryHeader.count + 1 + BinaryTrailer.size else {
            throw PropertyListError(
                "file of \(bytes.count) bytes is too short for a header, one object and the 32-byte trailer",
                byteOffset: bytes.count)
        }
        trailer = try Self.readTrailer(bytes)
        try validateOffsetTable()
    }

    /// Reads and checks the trailer the way CF's `__CFBinaryPlistGetTopLevelInfo` does.
    private static func readTrailer(_ bytes: [UInt8]) throws -> BinaryTrailer {
        let start = bytes.count - BinaryTrailer.size
        func field(_ at: Int) -> UInt64 { readBigEndian(bytes, at: start + at, size: 8) }
        func fail(_ message: String, _ at: Int) -> PropertyListError {
            PropertyListError("trailer: " + message, byteOffset: start + at)
        }
        let offsetIntSize = Int(bytes[start + 6])
        let objectRefSize = Int(bytes[start + 7])
        let numObjects = field(8), topObject = field(16), offsetTableOffset = field(24)
        guard (1...8).contains(offsetIntSize) else { throw fail("offset int size \(offsetIntSize) is not 1 to 8", 6) }
        guard (1...8).contains(objectRefSize) else { throw fail("object ref size \(objectRefSize) is not 1 to 8", 7) }
        guard numObjects >= 1 else { throw fail("numObjects is 0", 8) }
        guard topObject < numObjects else {
            throw fail("topObject \(topObject) out of range (\(numObjects) objects)", 16)
        }
        guard offsetTableOffset >= 9 else {
            throw fail("offsetTableOffset \(offsetTableOffset) is inside the header", 24)
        }
        guard offsetTableOffset < UInt64(start) else {
            throw fail("offsetTableOffset \(offsetTableOffset) is past the end of the objects (\(start))", 24)
        }
        let tableSize = numObjects.multipliedReportingOverflow(by: UInt64(offsetIntSize))
        let tableEnd = offsetTableOffset.addingReportingOverflow(tableSize.partialValue)
        guard !tableSize.overflow, !tableEnd.overflow, tableEnd.partialValue == UInt64(start) else {
            throw fail("offset table of \(numObjects) × \(offsetIntSize) bytes at \(offsetTableOffset) "
                + "does not end where the trailer starts (\(start))", 8)
        }
        if objectRefSize < 8, numObjects > UInt64(1) << (8 * UInt64(objectRefSize)) {
            throw fail("object ref size \(objectRefSize) cannot address \(numObjects) objects", 7)
        }
        if offsetIntSize < 8, offsetTableOffset >= UInt64(1) << (8 * UInt64(offsetIntSize)) {
            throw fail("offset int size \(offsetIntSize) cannot hold offset \(offsetTableOffset)", 6)
        }
        return BinaryTrailer(
            sortVersion: bytes[start + 5], offsetIntSize: offsetIntSize, objectRefSize: objectRefSize,
            numObjects: Int(numObjects), topObject: Int(topObject), offsetTableOffset: Int(offsetTableOffset))
    }

    /// Every offset must point into the object area, so that later reads need no further check.
    private func validateOffsetTable() throws {
        for object in 0..<trailer.numObjects {
            let offset = offset(of: object)
            guard offset >= binaryHeader.count, offset < trailer.offsetTableOffset else {
                throw PropertyListError(
                    "offset table: object \(object) at offset \(offset), outside the objects (8..<\(trailer.offsetTableOffset))",
                    byteOffset: trailer.offsetTableOffset + object * trailer.offsetIntSize)
            }
        }
    }

    // MARK: Objects

    /// Where object `object` starts. Only for indexes already checked against `objectCount`.
    private func offset(of object: Int) -> Int {
        Int(readBigEndian(bytes, at: trailer.offsetTableOffset + object * trailer.offsetIntSize,
                          size: trailer.offsetIntSize))
    }

    func checkedOffset(of object: Int) throws -> Int {
        guard object >= 0, object < trailer.numObjects else {
            throw PropertyListError("object \(object) out of range (\(trailer.numObjects) objects)")
        }
        return offset(of: object)
    }

    /// Where object `object` starts in the file, for messages that point into it.
    public func byteOffset(of object: Int) throws -> Int {
        try checkedOffset(of: object)
    }

    /// What object `object` is, from its marker byte.
    public func kind(of object: Int) throws -> Kind {
        let offset = try checkedOffset(of: object)
        return try Self.kind(marker: bytes[offset], at: offset)
    }

    static func kind(marker: UInt8, at offset: Int) throws -> Kind {
        switch marker >> 4 {
        case 0x0:
            switch marker {
            case BinaryMarker.null, BinaryMarker.fill: return .null
            case BinaryMarker.false, BinaryMarker.true: return .bool
            default: break
            }
        case 0x1: return .integer
        case 0x2: return .real
        case 0x3: return .date
        case 0x4: return .data
        case 0x5, 0x6: return .string
        case 0x8: return .uid
        case 0xA: return .array
        case 0xC: return .set
        case 0xD: return .dictionary
        default: break
        }
        throw PropertyListError("unknown object marker 0x\(hex(marker))", byteOffset: offset)
    }

    /// The count in a marker's low nibble, or (nibble 0xF) the integer object that follows it;
    /// returns it with the offset where the contents start.
    func count(at offset: Int) throws -> (count: Int, start: Int) {
        let nibble = bytes[offset] & 0x0F
        guard nibble == BinaryMarker.countFollows else { return (Int(nibble), offset + 1) }
        let intOffset = offset + 1
        guard intOffset < trailer.offsetTableOffset else {
            throw PropertyListError("count integer runs into the offset table", byteOffset: intOffset)
        }
        let intMarker = bytes[intOffset]
        guard intMarker >> 4 == BinaryMarker.integer >> 4, intMarker & 0x0F <= 3 else {
            throw PropertyListError("count is not a 1 to 8-byte integer (marker 0x\(hex(intMarker)))", byteOffset: intOffset)
        }
        let size = 1 << Int(intMarker & 0x0F)
        guard intOffset + 1 + size <= trailer.offsetTableOffset else {
            throw PropertyListError("count integer runs into the offset table", byteOffset: intOffset)
        }
        let value = readBigEndian(bytes, at: intOffset + 1, size: size)
        guard value <= UInt64(Int.max) else {
            throw PropertyListError("count \(value) is too large", byteOffset: intOffset)
        }
        return (Int(value), intOffset + 1 + size)
    }

    /// Checks that `count` elements of `width` bytes fit before the offset table, before anything
    /// is allocated for them.
    func checkRoom(count: Int, width: Int, start: Int, object offset: Int) throws {
        let room = trailer.offsetTableOffset - start
        guard count <= room / width else {
            let (needed, overflow) = count.multipliedReportingOverflow(by: width)
            throw PropertyListError(
                "count \(count) needs \(overflow ? "more than \(Int.max)" : String(needed)) bytes "
                    + "but only \(room) remain before the offset table",
                byteOffset: offset)
        }
    }

    /// The refs of an array or set, or the key and value refs of a dictionary, read in place.
    func containerRefs(at offset: Int, marker: UInt8) throws -> (start: Int, count: Int) {
        let (count, start) = try count(at: offset)
        let refsPerEntry = marker >> 4 == BinaryMarker.dictionary >> 4 ? 2 : 1
        try checkRoom(count: count, width: refsPerEntry * trailer.objectRefSize, start: start, object: offset)
        return (start, count)
    }

    func ref(at position: Int) throws -> Int {
        let ref = readBigEndian(bytes, at: position, size: trailer.objectRefSize)
        guard ref < UInt64(trailer.numObjects) else {
            throw PropertyListError("object ref \(ref) out of range (\(trailer.numObjects) objects)", byteOffset: position)
        }
        return Int(ref)
    }

    private func refs(from start: Int, count: Int) throws -> [Int] {
        var refs: [Int] = []
        refs.reserveCapacity(count)
        for i in 0..<count { refs.append(try ref(at: start + i * trailer.objectRefSize)) }
        return refs
    }

    private func wrongKind(_ object: Int, _ kind: Kind, expected: String, at offset: Int) -> PropertyListError {
        PropertyListError("object \(object) is \(article(kind.rawValue)), not \(expected)", byteOffset: offset)
    }

    /// The element refs of an array (or set).
    public func arrayRefs(of object: Int) throws -> [Int] {
        let offset = try checkedOffset(of: object)
        let marker = bytes[offset]
        let kind = try Self.kind(marker: marker, at: offset)
        guard kind == .array || kind == .set else { throw wrongKind(object, kind, expected: "an array", at: offset) }
        let (start, count) = try containerRefs(at: offset, marker: marker)
        return try refs(from: start, count: count)
    }

    /// The key refs and value refs of a dictionary, in file order.
    public func dictionaryRefs(of object: Int) throws -> (keys: [Int], values: [Int]) {
        let offset = try checkedOffset(of: object)
        let marker = bytes[offset]
        let kind = try Self.kind(marker: marker, at: offset)
        guard kind == .dictionary else { throw wrongKind(object, kind, expected: "a dictionary", at: offset) }
        let (start, count) = try containerRefs(at: offset, marker: marker)
        let keys = try refs(from: start, count: count)
        let values = try refs(from: start + count * trailer.objectRefSize, count: count)
        return (keys, values)
    }

    /// The value ref for `key` in dictionary `object`, or nil if the key is absent. Keys are
    /// compared byte for byte in the file (ASCII or UTF-16BE), so no String is made per key.
    public func dictionaryValueRef(of object: Int, forKey key: String) throws -> Int? {
        let offset = try checkedOffset(of: object)
        let marker = bytes[offset]
        let kind = try Self.kind(marker: marker, at: offset)
        guard kind == .dictionary else { throw wrongKind(object, kind, expected: "a dictionary", at: offset) }
        let (start, count) = try containerRefs(at: offset, marker: marker)
        var key = key
        return try key.withUTF8 { keyBytes -> Int? in
            let keyIsASCII = keyBytes.allSatisfy { $0 < 0x80 }
            for i in 0..<count {
                let keyRef = try ref(at: start + i * trailer.objectRefSize)
                if try stringEquals(object: keyRef, utf8: keyBytes, isASCII: keyIsASCII) {
                    return try ref(at: start + (count + i) * trailer.objectRefSize)
                }
            }
            return nil
        }
    }

    private func stringEquals(object: Int, utf8 key: UnsafeBufferPointer<UInt8>, isASCII: Bool) throws -> Bool {
        let offset = offset(of: object)
        let marker = bytes[offset]
        switch marker >> 4 {
        case BinaryMarker.asciiString >> 4:
            guard isASCII else { return false }
            let (count, start) = try count(at: offset)
            guard count == key.count else { return false }
            try checkRoom(count: count, width: 1, start: start, object: offset)
            for i in 0..<count where bytes[start + i] != key[i] { return false }
            return true
        case BinaryMarker.utf16String >> 4:
            let (count, start) = try count(at: offset)
            try checkRoom(count: count, width: 2, start: start, object: offset)
            var position = start
            let end = start + 2 * count
            for unit in String(decoding: key, as: UTF8.self).utf16 {
                guard position < end else { return false }
                if UInt16(bytes[position]) << 8 | UInt16(bytes[position + 1]) != unit { return false }
                position += 2
            }
            return position == end
        default:
            return false
        }
    }

    /// The string in object `object`; throws if it is not a string.
    public func string(of object: Int) throws -> String {
        let offset = try checkedOffset(of: object)
        let marker = bytes[offset]
        let kind = try Self.kind(marker: marker, at: offset)
        guard kind == .string else { throw wrongKind(object, kind, expected: "a string", at: offset) }
        return try decodeString(at: offset)
    }

    /// The UID in object `object`, or nil if it is not a UID.
    public func uid(of object: Int) throws -> UInt64? {
        let offset = try checkedOffset(of: object)
        guard bytes[offset] >> 4 == BinaryMarker.uid >> 4 else { return nil }
        return try decodeUID(at: offset)
    }

    /// The whole subtree under `object` as a value. Shared subtrees are decoded once; a container
    /// that contains itself, or nesting deeper than `maximumDepth`, is an error.
    public func value(of object: Int) throws -> PropertyList {
        var decoder = TreeDecoder(plist: self, wholeFile: object == topObject)
        return try decoder.value(of: object)
    }

    /// The state of one `value(of:)` call: the containers being decoded (to find cycles) and the
    /// containers already decoded (so a shared subtree costs one decode and one copy-on-write share).
    private struct TreeDecoder {
        let plist: BinaryPropertyList
        var ancestors: [Int] = []
        /// Decoding the whole file visits most objects, so a slot per object beats hashing;
        /// a subtree uses a dictionary, so that it costs nothing per object it does not visit.
        var decodedByObject: [PropertyList?]
        var decoded: [Int: PropertyList] = [:]

        init(plist: BinaryPropertyList, wholeFile: Bool) {
            self.plist = plist
            decodedByObject = wholeFile ? Array(repeating: nil, count: plist.objectCount) : []
        }

        private func memo(_ object: Int) -> PropertyList? {
            decodedByObject.isEmpty ? decoded[object] : decodedByObject[object]
        }

        private mutating func remember(_ value: PropertyList, for object: Int) {
            if decodedByObject.isEmpty { decoded[object] = value } else { decodedByObject[object] = value }
        }

        mutating func value(of object: Int) throws -> PropertyList {
            let offset = try plist.checkedOffset(of: object)
            let marker = plist.bytes[offset]
            switch try BinaryPropertyList.kind(marker: marker, at: offset) {
            case .array, .set, .dictionary: break
            default: return try plist.decodeScalar(object, at: offset)
            }
            if let value = memo(object) { return value }
            if ancestors.contains(object) {
                throw PropertyListError("object \(object) contains itself", byteOffset: offset)
            }
            guard ancestors.count < BinaryPropertyList.maximumDepth else {
                throw PropertyListError("containers nested more than \(BinaryPropertyList.maximumDepth) deep", byteOffset: offset)
            }
            ancestors.append(object)
            defer { ancestors.removeLast() }
            let (start, count) = try plist.containerRefs(at: offset, marker: marker)
            let refSize = plist.trailer.objectRefSize
            let value: PropertyList
            if marker >> 4 == BinaryMarker.dictionary >> 4 {
                var dictionary = PropertyListDictionary()
                dictionary.reserveCapacity(count)
                for i in 0..<count {
                    let keyRef = try plist.ref(at: start + i * refSize)
                    guard case .string(let key) = try self.value(of: keyRef) else {
                        throw PropertyListError(
                            "dictionary key (object \(keyRef)) is \(article(try plist.kind(of: keyRef).rawValue)), not a string",
                            byteOffset: start + i * refSize)
                    }
                    dictionary[key] = try self.value(of: plist.ref(at: start + (count + i) * refSize))
                }
                value = .dictionary(dictionary)
            } else {
                var elements: [PropertyList] = []
                elements.reserveCapacity(count)
                for i in 0..<count { elements.append(try self.value(of: plist.ref(at: start + i * refSize))) }
                value = .array(elements)
            }
            remember(value, for: object)
            return value
        }
    }

    // MARK: Scalars

    func decodeScalar(_ object: Int, at offset: Int) throws -> PropertyList {
        let marker = bytes[offset]
        let nibble = Int(marker & 0x0F)
        func fixedSize(_ size: Int) throws -> Int {
            guard offset + 1 + size <= trailer.offsetTableOffset else {
                throw PropertyListError("object \(object) of \(size) bytes runs into the offset table", byteOffset: offset)
            }
            return offset + 1
        }
        switch marker >> 4 {
        case 0x0:
            switch marker {
            case BinaryMarker.false: return .bool(false)
            case BinaryMarker.true: return .bool(true)
            default:
                throw PropertyListError(
                    "object \(object) is a \(marker == BinaryMarker.null ? "null (0x00)" : "fill (0x0F)") marker, which a property list value cannot hold",
                    byteOffset: offset)
            }
        case 0x1:
            guard nibble <= 4 else {
                throw PropertyListError("integer of 2^\(nibble) bytes (marker 0x\(hex(marker)))", byteOffset: offset)
            }
            let size = 1 << nibble
            let start = try fixedSize(size)
            switch size {
            case 1, 2, 4: return .integer(Int64(readBigEndian(bytes, at: start, size: size)))
            case 8: return .integer(Int64(bitPattern: readBigEndian(bytes, at: start, size: 8)))
            default:
                let high = readBigEndian(bytes, at: start, size: 8)
                let low = readBigEndian(bytes, at: start + 8, size: 8)
                if high == 0 { return .unsignedInteger(low) }
                if high == UInt64.max, low >= 1 << 63 { return .integer(Int64(bitPattern: low)) }
                throw PropertyListError("16-byte integer does not fit in 64 bits", byteOffset: offset)
            }
        case 0x2:
            switch nibble {
            case 2: return .float32(Float(bitPattern: UInt32(readBigEndian(bytes, at: try fixedSize(4), size: 4))))
            case 3: return .real(Double(bitPattern: readBigEndian(bytes, at: try fixedSize(8), size: 8)))
            default: throw PropertyListError("real of 2^\(nibble) bytes (marker 0x\(hex(marker)))", byteOffset: offset)
            }
        case 0x3:
            guard marker == BinaryMarker.date else {
                throw PropertyListError("date marker 0x\(hex(marker)) is not 0x33", byteOffset: offset)
            }
            return .date(Double(bitPattern: readBigEndian(bytes, at: try fixedSize(8), size: 8)))
        case 0x4:
            let (count, start) = try count(at: offset)
            try checkRoom(count: count, width: 1, start: start, object: offset)
            return .data(Array(bytes[start..<start + count]))
        case 0x5, 0x6:
            return .string(try decodeString(at: offset))
        case 0x8:
            return .uid(try decodeUID(at: offset))
        default:
            throw PropertyListError("unknown object marker 0x\(hex(marker))", byteOffset: offset)
        }
    }

    private func decodeString(at offset: Int) throws -> String {
        let (count, start) = try count(at: offset)
        if bytes[offset] >> 4 == BinaryMarker.asciiString >> 4 {
            try checkRoom(count: count, width: 1, start: start, object: offset)
            let slice = bytes[start..<start + count]
            if let bad = slice.firstIndex(where: { $0 >= 0x80 }) {
                throw PropertyListError("byte 0x\(hex(bytes[bad])) in an ASCII string", byteOffset: bad)
            }
            return String(decoding: slice, as: UTF8.self)
        }
        try checkRoom(count: count, width: 2, start: start, object: offset)
        let bytes = self.bytes
        let units = (0..<count).lazy.map { i in UInt16(bytes[start + 2 * i]) << 8 | UInt16(bytes[start + 2 * i + 1]) }
        return String(decoding: units, as: UTF16.self)
    }

    func decodeUID(at offset: Int) throws -> UInt64 {
        let size = Int(bytes[offset] & 0x0F) + 1
        guard offset + 1 + size <= trailer.offsetTableOffset else {
            throw PropertyListError("UID of \(size) bytes runs into the offset table", byteOffset: offset)
        }
        let significant = min(size, 8)
        for i in 0..<(size - significant) where bytes[offset + 1 + i] != 0 {
            throw PropertyListError("UID of \(size) bytes exceeds UInt32.max", byteOffset: offset)
        }
        let value = readBigEndian(bytes, at: offset + 1 + size - significant, size: significant)
        guard value <= UInt64(UInt32.max) else {
            throw PropertyListError("UID \(value) exceeds UInt32.max", byteOffset: offset)
        }
        return value
    }
}

/// A big-endian unsigned integer of `size` (≤ 8) bytes; the caller has checked the bounds (and
/// they are checked again here, once). Refs and offsets are 1, 2, 4 or 8 bytes: one load each.
@inline(__always)
func readBigEndian(_ bytes: [UInt8], at offset: Int, size: Int) -> UInt64 {
    bytes.withUnsafeBytes { raw in
        precondition(offset >= 0 && size >= 0 && offset <= raw.count - size, "read past the end of the property list")
        switch size {
        case 1: return UInt64(raw[offset])
        case 2: return UInt64(UInt16(bigEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt16.self)))
        case 4: return UInt64(UInt32(bigEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
        case 8: return UInt64(bigEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        default:
            var value: UInt64 = 0
            for i in 0..<size { value = value << 8 | UInt64(raw[offset + i]) }
            return value
        }
    }
}

func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return byte < 0x10 ? "0" + digits : digits
}

/// "an integer", "a string": for messages naming a kind.
func article(_ noun: String) -> String {
    (noun.first.map { "aeiou".contains($0) } ?? false ? "an " : "a ") + noun
}
