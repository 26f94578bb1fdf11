import PropertyList

/// Writes a finished ``KeyedArchiver``'s tables straight to bplist00, without building the
/// property-list tree first, laid out as CoreFoundation's writer lays out what Apple's archiver
/// hands it: objects numbered depth-first in pre-order from the top dictionary (`$version`,
/// `$archiver`, `$top`, `$objects`), a dictionary's keys before its values, every boolean, UID,
/// array and dictionary its own object; then the objects in order from offset 8, the offset
/// table and the trailer.
///
/// CoreFoundation uniques strings and numbers by pointer. Apple's archiver passes constant
/// strings for keys and class names (one pointer each) and tagged pointers for small numbers, so
/// those are written once per value here; the strings in `$objects` are distinct `NSString`s in
/// Apple's archives and are written once per entry, as there. (`PropertyList`'s tree writer,
/// which has no pointers to go by, uniques every string by value; the two files decode to the
/// same tree, and both pass `tools/bplist_layout_check.py`.)
struct ArchiveBinaryWriter {
    /// One numbered object; containers' refs are `refs[refStart..<refStart+n]` (2n for a dictionary).
    private enum FlatObject {
        case scalar(PropertyList)
        case uid(Int)
        case array(refStart: Int, count: Int)
        case dictionary(refStart: Int, count: Int)
    }

    private var objects: [FlatObject] = []
    private var refs: [Int] = []
    private var strings: [String: Int] = [:]
    private var integers: [Int64: Int] = [:]
    /// Objects of the integers 0..<count, indexed by value (-1: none yet): ids and counts are
    /// mostly small, and an array lookup is far cheaper than hashing.
    private var smallIntegers: [Int32] = []
    /// Up to a few times the archive's entry count, so the table stays proportional to the archive.
    private var smallIntegerLimit: Int64 = 4096
    private var unsignedIntegers: [UInt64: Int] = [:]
    private var reals: [UInt64: Int] = [:]
    private var float32s: [UInt32: Int] = [:]
    private var dates: [UInt64: Int] = [:]
    private var datas: [[UInt8]: Int] = [:]
    /// The object of each interned key of the archiver, once numbered.
    private var keyObjects: [Int?] = []
    private var output: [UInt8] = []
    private var objectRefSize = 1

    static func write(_ archiver: KeyedArchiver) -> [UInt8] {
        var writer = ArchiveBinaryWriter()
        writer.keyObjects = Array(repeating: nil, count: archiver.keyNames.count)
        // Size the uniquing tables for the scalars to come, so they never grow on the way.
        writer.strings.reserveCapacity(archiver.keyNames.count + 64)
        writer.smallIntegerLimit = Int64(max(4096, 4 * archiver.entries.count))
        writer.objects.reserveCapacity(archiver.entries.count + archiver.fields.count + archiver.uidLists.count + 16)
        writer.refs.reserveCapacity(2 * archiver.fields.count + archiver.uidLists.count + archiver.entries.count + 16)
        writer.flattenArchive(archiver, fields: archiver.fields, uidLists: archiver.uidLists, keyNames: archiver.keyNames)
        return writer.writeObjects()
    }

    // MARK: Numbering

    private mutating func newContainer(_ count: Int, isDictionary: Bool) -> (index: Int, refStart: Int) {
        let index = objects.count
        let refStart = refs.count
        objects.append(isDictionary ? .dictionary(refStart: refStart, count: count) : .array(refStart: refStart, count: count))
        refs.append(contentsOf: repeatElement(0, count: isDictionary ? 2 * count : count))
        return (index, refStart)
    }

    private mutating func newUID(_ uid: Int) -> Int {
        objects.append(.uid(uid))
        return objects.count - 1
    }

    private mutating func flattenArchive(
        _ archiver: KeyedArchiver, fields: [KeyedArchiver.Field], uidLists: [Int], keyNames: [String]
    ) {
        let (_, topRefs) = newContainer(4, isDictionary: true)
        for (i, key) in ["$version", "$archiver", "$top", "$objects"].enumerated() { refs[topRefs + i] = flatten(.string(key), uniqueStrings: true) }
        refs[topRefs + 4] = flatten(.integer(100000))
        refs[topRefs + 5] = flatten(.string("NSKeyedArchiver"), uniqueStrings: true)
        refs[topRefs + 6] = flattenFields(archiver.topFields[...], uidLists: uidLists, keyNames: keyNames)
        let (objectsIndex, objectRefs) = newContainer(archiver.entries.count, isDictionary: false)
        refs[topRefs + 7] = objectsIndex
        for (i, entry) in archiver.entries.enumerated() {
            let index: Int
            switch entry {
            case .scalar(let value):
                index = flatten(value)
            case .object(let start, let count):
                index = flattenFields(fields[start..<start + count], uidLists: uidLists, keyNames: keyNames)
            case .classDictionary(let name, let classes):
                let (dictionaryIndex, classRefs) = newContainer(classes == nil ? 1 : 2, isDictionary: true)
                if let classes {
                    refs[classRefs] = flatten(.string("$classname"), uniqueStrings: true)
                    refs[classRefs + 1] = flatten(.string("$classes"), uniqueStrings: true)
                    refs[classRefs + 2] = flatten(.string(name), uniqueStrings: true)
                    let (arrayIndex, nameRefs) = newContainer(classes.count, isDictionary: false)
                    refs[classRefs + 3] = arrayIndex
                    for (j, className) in classes.enumerated() { refs[nameRefs + j] = flatten(.string(className), uniqueStrings: true) }
                } else {
                    refs[classRefs] = flatten(.string("$classname"), uniqueStrings: true)
                    refs[classRefs + 1] = flatten(.string(name), uniqueStrings: true)
                }
                index = dictionaryIndex
            }
            refs[objectRefs + i] = index
        }
    }

    private mutating func flattenFields(
        _ fields: ArraySlice<KeyedArchiver.Field>, uidLists: [Int], keyNames: [String]
    ) -> Int {
        let count = fields.count
        let (index, refStart) = newContainer(count, isDictionary: true)
        var i = 0
        for field in fields {
            if let object = keyObjects[field.key] {
                refs[refStart + i] = object
            } else {
                let object = flatten(.string(keyNames[field.key]), uniqueStrings: true)
                keyObjects[field.key] = object
                refs[refStart + i] = object
            }
            i += 1
        }
        i = 0
        for field in fields {
            let object: Int
            switch field.value {
            case .reference(let uid):
                object = newUID(uid)
            case .references(let start, let uidCount):
                let (arrayIndex, arrayRefs) = newContainer(uidCount, isDictionary: false)
                for j in 0..<uidCount { refs[arrayRefs + j] = newUID(uidLists[start + j]) }
                object = arrayIndex
            case .inline(let value):
                object = flatten(value)
            }
            refs[refStart + count + i] = object
            i += 1
        }
        return index
    }

    /// Numbers a property-list value and its subtree. Strings are uniqued by value only where
    /// Apple's archiver passes constant strings (`uniqueStrings`: keys and class names).
    private mutating func flatten(_ value: PropertyList, uniqueStrings: Bool = false) -> Int {
        switch value {
        case .string(let string):
            guard uniqueStrings else {
                objects.append(.scalar(value))
                return objects.count - 1
            }
            return Self.uniqued(value, string, &strings, &objects)
        case .integer(let integer):
            if integer >= 0 && integer < smallIntegerLimit {
                let slot = Int(integer)
                if slot >= smallIntegers.count {
                    smallIntegers.append(contentsOf: repeatElement(-1, count: max(slot + 1, 2 * smallIntegers.count) - smallIntegers.count))
                }
                if smallIntegers[slot] >= 0 { return Int(smallIntegers[slot]) }
                objects.append(.scalar(value))
                smallIntegers[slot] = Int32(objects.count - 1)
                return objects.count - 1
            }
            return Self.uniqued(value, integer, &integers, &objects)
        case .unsignedInteger(let integer): return Self.uniqued(value, integer, &unsignedIntegers, &objects)
        case .real(let real): return Self.uniqued(value, real.bitPattern, &reals, &objects)
        case .float32(let real): return Self.uniqued(value, real.bitPattern, &float32s, &objects)
        case .date(let date): return Self.uniqued(value, date.bitPattern, &dates, &objects)
        case .data(let data): return Self.uniqued(value, data, &datas, &objects)
        case .bool:
            objects.append(.scalar(value))
            return objects.count - 1
        case .uid(let uid):
            return newUID(Int(truncatingIfNeeded: uid))
        case .array(let elements):
            let (index, refStart) = newContainer(elements.count, isDictionary: false)
            for (i, element) in elements.enumerated() { refs[refStart + i] = flatten(element) }
            return index
        case .dictionary(let dictionary):
            let (index, refStart) = newContainer(dictionary.count, isDictionary: true)
            for (i, key) in dictionary.keys.enumerated() { refs[refStart + i] = flatten(.string(key), uniqueStrings: true) }
            for (i, element) in dictionary.values.enumerated() { refs[refStart + dictionary.count + i] = flatten(element) }
            return index
        }
    }

    private static func uniqued<Key: Hashable>(
        _ value: PropertyList, _ key: Key, _ table: inout [Key: Int], _ objects: inout [FlatObject]
    ) -> Int {
        if let index = table[key] { return index }
        objects.append(.scalar(value))
        table[key] = objects.count - 1
        return objects.count - 1
    }

    // MARK: Writing

    /// CoreFoundation's `_byteCount`: the bytes (1, 2, 4 or 8) a value needs.
    private static func byteCount(_ value: UInt64) -> Int {
        value <= 0xFF ? 1 : value <= 0xFFFF ? 2 : value <= 0xFFFF_FFFF ? 4 : 8
    }

    private mutating func writeObjects() -> [UInt8] {
        objectRefSize = Self.byteCount(UInt64(objects.count))
        output.reserveCapacity(8 + objects.count * 6 + refs.count * objectRefSize)
        output.append(contentsOf: Array("bplist00".utf8))
        var offsets: [Int] = []
        offsets.reserveCapacity(objects.count)
        for object in objects {
            offsets.append(output.count)
            switch object {
            case .scalar(let value): writeScalar(value)
            case .uid(let uid): writeUID(UInt64(uid))
            case .array(let refStart, let count):
                writeMarker(0xA0, count: count)
                for i in refStart..<refStart + count { appendBigEndian(UInt64(refs[i]), size: objectRefSize) }
            case .dictionary(let refStart, let count):
                writeMarker(0xD0, count: count)
                for i in refStart..<refStart + 2 * count { appendBigEndian(UInt64(refs[i]), size: objectRefSize) }
            }
        }
        let offsetTableOffset = output.count
        let offsetIntSize = Self.byteCount(UInt64(offsetTableOffset))
        for offset in offsets { appendBigEndian(UInt64(offset), size: offsetIntSize) }
        output.append(contentsOf: [0, 0, 0, 0, 0, 0])  // 5 unused bytes and the sort version
        output.append(UInt8(offsetIntSize))
        output.append(UInt8(objectRefSize))
        appendBigEndian(UInt64(objects.count), size: 8)
        appendBigEndian(0, size: 8)  // the top object
        appendBigEndian(UInt64(offsetTableOffset), size: 8)
        return output
    }

    private mutating func appendBigEndian(_ value: UInt64, size: Int) {
        var shift = (size - 1) * 8
        while shift >= 0 {
            output.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
            shift -= 8
        }
    }

    /// A marker with its count in the low nibble, or 0xF and a following integer from 15 up.
    private mutating func writeMarker(_ marker: UInt8, count: Int) {
        if count < 15 {
            output.append(marker | UInt8(count))
        } else {
            output.append(marker | 0x0F)
            writeInteger(Int64(count))
        }
    }

    private mutating func writeInteger(_ value: Int64) {
        if value < 0 {
            output.append(0x13)
            appendBigEndian(UInt64(bitPattern: value), size: 8)
        } else {
            let size = Self.byteCount(UInt64(value))
            output.append(0x10 | UInt8(size.trailingZeroBitCount))
            appendBigEndian(UInt64(value), size: size)
        }
    }

    private mutating func writeUID(_ value: UInt64) {
        let size = Self.byteCount(value)
        output.append(0x80 | UInt8(size - 1))
        appendBigEndian(value, size: size)
    }

    private mutating func writeScalar(_ value: PropertyList) {
        switch value {
        case .bool(let bool): output.append(bool ? 0x09 : 0x08)
        case .integer(let integer): writeInteger(integer)
        case .unsignedInteger(let integer):
            output.append(0x14)
            appendBigEndian(0, size: 8)
            appendBigEndian(integer, size: 8)
        case .real(let real):
            output.append(0x23)
            appendBigEndian(real.bitPattern, size: 8)
        case .float32(let real):
            output.append(0x22)
            appendBigEndian(UInt64(real.bitPattern), size: 4)
        case .date(let date):
            output.append(0x33)
            appendBigEndian(date.bitPattern, size: 8)
        case .data(let bytes):
            writeMarker(0x40, count: bytes.count)
            output.append(contentsOf: bytes)
        case .string(var string):
            let isASCII = string.withUTF8 { utf8 in utf8.allSatisfy { $0 < 0x80 } }
            if isASCII {
                string.withUTF8 { utf8 in
                    writeMarker(0x50, count: utf8.count)
                    output.append(contentsOf: utf8)
                }
            } else {
                writeMarker(0x60, count: string.utf16.count)
                for unit in string.utf16 { appendBigEndian(UInt64(unit), size: 2) }
            }
        case .uid(let uid): writeUID(uid)
        case .array, .dictionary: break  // numbered as containers, never written as scalars
        }
    }
}
