// The keyed archiver's bplist00 writer: its tables straight to bytes, with PropertyList's markers.
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
    /// One numbered object, in 16 bytes: an archive of a million objects numbers several million.
    private struct FlatObject {
        enum Kind: UInt8 { case integer, bool, uid, string, other, array, dictionary }
        var kind: Kind
        /// Containers: the number of elements (pairs for a dictionary).
        var count: Int32 = 0
        /// Integers: the value's bits; booleans: 0 or 1; UIDs: the UID; strings: an index into
        /// `flatStrings`; other scalars: an index into `otherScalars`; containers: where their
        /// refs start in `refs` (2 × count of them for a dictionary).
        var value: Int
    }

    private var objects: [FlatObject] = []
    private var refs: [Int32] = []
    private var flatStrings: [String] = []
    private var otherScalars: [PropertyList] = []
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
    private var inlineValues: [PropertyList] = []
    private var entryStrings: [String] = []
    private var entryValues: [PropertyList] = []
    private var classDictionaries: [(name: String, classes: [String]?)] = []
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
        writer.inlineValues = archiver.inlineValues
        writer.entryStrings = archiver.entryStrings
        writer.entryValues = archiver.entryValues
        writer.classDictionaries = archiver.classDictionaries
        writer.flattenArchive(archiver, fields: archiver.fields, uidLists: archiver.uidLists, keyNames: archiver.keyNames)
        return writer.writeObjects()
    }

    // MARK: Numbering

    private mutating func newContainer(_ count: Int, isDictionary: Bool) -> (index: Int, refStart: Int) {
        let index = objects.count
        let refStart = refs.count
        objects.append(FlatObject(kind: isDictionary ? .dictionary : .array, count: Int32(count), value: refStart))
        refs.append(contentsOf: repeatElement(0, count: isDictionary ? 2 * count : count))
        return (index, refStart)
    }

    private mutating func newUID(_ uid: Int) -> Int {
        objects.append(FlatObject(kind: .uid, value: uid))
        return objects.count - 1
    }

    /// A new object for a scalar (not uniqued here).
    private mutating func newScalar(_ value: PropertyList) -> Int {
        switch value {
        case .integer(let integer):
            objects.append(FlatObject(kind: .integer, value: Int(truncatingIfNeeded: integer)))
        case .bool(let bool):
            objects.append(FlatObject(kind: .bool, value: bool ? 1 : 0))
        case .string(let string):
            objects.append(FlatObject(kind: .string, value: flatStrings.count))
            flatStrings.append(string)
        default:
            objects.append(FlatObject(kind: .other, value: otherScalars.count))
            otherScalars.append(value)
        }
        return objects.count - 1
    }

    private mutating func flattenArchive(
        _ archiver: KeyedArchiver, fields: [KeyedArchiver.Field], uidLists: [Int], keyNames: [String]
    ) {
        let (_, topRefs) = newContainer(4, isDictionary: true)
        for (i, key) in ["$version", "$archiver", "$top", "$objects"].enumerated() { refs[topRefs + i] = Int32(truncatingIfNeeded: flatten(.string(key), uniqueStrings: true)) }
        refs[topRefs + 4] = Int32(truncatingIfNeeded: flatten(.integer(100000)))
        refs[topRefs + 5] = Int32(truncatingIfNeeded: flatten(.string("NSKeyedArchiver"), uniqueStrings: true))
        refs[topRefs + 6] = Int32(truncatingIfNeeded: flattenFields(archiver.topFields[...], uidLists: uidLists, keyNames: keyNames))
        let (objectsIndex, objectRefs) = newContainer(archiver.entries.count, isDictionary: false)
        refs[topRefs + 7] = Int32(truncatingIfNeeded: objectsIndex)
        for (i, entry) in archiver.entries.enumerated() {
            let index: Int
            switch entry {
            case .string(let stringIndex): index = newScalar(.string(entryStrings[stringIndex]))
            case .integer(let integer): index = flatten(.integer(integer))
            case .bool(let bool): index = newScalar(.bool(bool))
            case .value(let valueIndex): index = flatten(entryValues[valueIndex])
            case .object(let start, let count):
                index = flattenFields(fields[start..<start + Int(count)], uidLists: uidLists, keyNames: keyNames)
            case .classDictionary(let classIndex):
                let (name, classes) = classDictionaries[classIndex]
                let (dictionaryIndex, classRefs) = newContainer(classes == nil ? 1 : 2, isDictionary: true)
                if let classes {
                    refs[classRefs] = Int32(truncatingIfNeeded: flatten(.string("$classname"), uniqueStrings: true))
                    refs[classRefs + 1] = Int32(truncatingIfNeeded: flatten(.string("$classes"), uniqueStrings: true))
                    refs[classRefs + 2] = Int32(truncatingIfNeeded: flatten(.string(name), uniqueStrings: true))
                    let (arrayIndex, nameRefs) = newContainer(classes.count, isDictionary: false)
                    refs[classRefs + 3] = Int32(truncatingIfNeeded: arrayIndex)
                    for (j, className) in classes.enumerated() { refs[nameRefs + j] = Int32(truncatingIfNeeded: flatten(.string(className), uniqueStrings: true)) }
                } else {
                    refs[classRefs] = Int32(truncatingIfNeeded: flatten(.string("$classname"), uniqueStrings: true))
                    refs[classRefs + 1] = Int32(truncatingIfNeeded: flatten(.string(name), uniqueStrings: true))
                }
                index = dictionaryIndex
            }
            refs[objectRefs + i] = Int32(truncatingIfNeeded: index)
        }
    }

    private mutating func flattenFields(
        _ fields: ArraySlice<KeyedArchiver.Field>, uidLists: [Int], keyNames: [String]
    ) -> Int {
        let count = fields.count
        let (index, refStart) = newContainer(count, isDictionary: true)
        var i = 0
        for field in fields {
            let key = Int(field.key)
            if let object = keyObjects[key] {
                refs[refStart + i] = Int32(truncatingIfNeeded: object)
            } else {
                let object = flatten(.string(keyNames[key]), uniqueStrings: true)
                keyObjects[key] = object
                refs[refStart + i] = Int32(truncatingIfNeeded: object)
            }
            i += 1
        }
        i = 0
        for field in fields {
            let object: Int
            switch field.kind {
            case .reference:
                object = newUID(field.payload)
            case .references:
                let uidCount = Int(field.count)
                let (arrayIndex, arrayRefs) = newContainer(uidCount, isDictionary: false)
                for j in 0..<uidCount { refs[arrayRefs + j] = Int32(truncatingIfNeeded: newUID(uidLists[field.payload + j])) }
                object = arrayIndex
            case .integer: object = flatten(.integer(Int64(truncatingIfNeeded: field.payload)))
            case .bool: object = newScalar(.bool(field.payload != 0))
            case .real: object = flatten(.real(Double(bitPattern: UInt64(truncatingIfNeeded: field.payload))))
            case .float32: object = flatten(.float32(Float(bitPattern: UInt32(truncatingIfNeeded: field.payload))))
            case .other: object = flatten(inlineValues[field.payload])
            }
            refs[refStart + count + i] = Int32(truncatingIfNeeded: object)
            i += 1
        }
        return index
    }

    /// Numbers a property-list value and its subtree. Strings are uniqued by value only where
    /// Apple's archiver passes constant strings (`uniqueStrings`: keys and class names).
    private mutating func flatten(_ value: PropertyList, uniqueStrings: Bool = false) -> Int {
        switch value {
        case .string(let string):
            guard uniqueStrings else { return newScalar(value) }
            if let index = strings[string] { return index }
            let index = newScalar(value)
            strings[string] = index
            return index
        case .integer(let integer):
            if integer >= 0 && integer < smallIntegerLimit {
                let slot = Int(integer)
                if slot >= smallIntegers.count {
                    smallIntegers.append(contentsOf: repeatElement(-1, count: max(slot + 1, 2 * smallIntegers.count) - smallIntegers.count))
                }
                if smallIntegers[slot] >= 0 { return Int(smallIntegers[slot]) }
                let index = newScalar(value)
                smallIntegers[slot] = Int32(truncatingIfNeeded: index)
                return index
            }
            if let index = integers[integer] { return index }
            let index = newScalar(value)
            integers[integer] = index
            return index
        case .unsignedInteger(let integer):
            if let index = unsignedIntegers[integer] { return index }
            let index = newScalar(value)
            unsignedIntegers[integer] = index
            return index
        case .real(let real):
            if let index = reals[real.bitPattern] { return index }
            let index = newScalar(value)
            reals[real.bitPattern] = index
            return index
        case .float32(let real):
            if let index = float32s[real.bitPattern] { return index }
            let index = newScalar(value)
            float32s[real.bitPattern] = index
            return index
        case .date(let date):
            if let index = dates[date.bitPattern] { return index }
            let index = newScalar(value)
            dates[date.bitPattern] = index
            return index
        case .data(let data):
            if let index = datas[data] { return index }
            let index = newScalar(value)
            datas[data] = index
            return index
        case .bool:
            return newScalar(value)
        case .uid(let uid):
            return newUID(Int(truncatingIfNeeded: uid))
        case .array(let elements):
            let (index, refStart) = newContainer(elements.count, isDictionary: false)
            for (i, element) in elements.enumerated() { refs[refStart + i] = Int32(truncatingIfNeeded: flatten(element)) }
            return index
        case .dictionary(let dictionary):
            let (index, refStart) = newContainer(dictionary.count, isDictionary: true)
            for (i, key) in dictionary.keys.enumerated() { refs[refStart + i] = Int32(truncatingIfNeeded: flatten(.string(key), uniqueStrings: true)) }
            for (i, element) in dictionary.values.enumerated() { refs[refStart + dictionary.count + i] = Int32(truncatingIfNeeded: flatten(element)) }
            return index
        }
    }

    // MARK: Writing

    private mutating func writeObjects() -> [UInt8] {
        objectRefSize = byteCount(UInt64(objects.count))
        // Markers, short payloads and the offset table; strings and data may make it grow once.
        output.reserveCapacity(8 + objects.count * 16 + refs.count * objectRefSize + 32)
        output.append(contentsOf: binaryHeader)
        // Offsets in 4 bytes each while the file is under 4 GB (always, in practice), halving the
        // table a million-object archive needs; wider ones once it is not.
        var offsets: [UInt32] = []
        offsets.reserveCapacity(objects.count)
        var wideOffsets: [Int] = []
        var isWide = false
        for object in objects {
            let position = output.count
            if !isWide && position > Int(UInt32.max) {
                isWide = true
                wideOffsets = offsets.map { Int($0) }
                offsets = []
            }
            if isWide { wideOffsets.append(position) } else { offsets.append(UInt32(position)) }
            switch object.kind {
            case .integer: writeInteger(Int64(truncatingIfNeeded: object.value))
            case .bool: output.append(object.value == 0 ? BinaryMarker.false : BinaryMarker.true)
            case .uid: writeUID(UInt64(truncatingIfNeeded: object.value))
            case .string: writeScalar(.string(flatStrings[object.value]))
            case .other: writeScalar(otherScalars[object.value])
            case .array, .dictionary:
                let count = Int(object.count)
                writeMarker(object.kind == .array ? BinaryMarker.array : BinaryMarker.dictionary, count: count)
                let refCount = object.kind == .array ? count : 2 * count
                for i in object.value..<object.value + refCount { appendBigEndian(UInt64(refs[i]), size: objectRefSize) }
            }
        }
        let offsetTableOffset = output.count
        let offsetIntSize = byteCount(UInt64(offsetTableOffset))
        for offset in offsets { appendBigEndian(UInt64(offset), size: offsetIntSize) }
        for offset in wideOffsets { appendBigEndian(UInt64(offset), size: offsetIntSize) }
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
            output.append(marker | BinaryMarker.countFollows)
            writeInteger(Int64(count))
        }
    }

    private mutating func writeInteger(_ value: Int64) {
        if value < 0 {
            output.append(BinaryMarker.integer | 3)
            appendBigEndian(UInt64(bitPattern: value), size: 8)
        } else {
            let size = byteCount(UInt64(value))
            output.append(BinaryMarker.integer | UInt8(size.trailingZeroBitCount))
            appendBigEndian(UInt64(value), size: size)
        }
    }

    private mutating func writeUID(_ value: UInt64) {
        let size = byteCount(value)
        output.append(BinaryMarker.uid | UInt8(size - 1))
        appendBigEndian(value, size: size)
    }

    private mutating func writeScalar(_ value: PropertyList) {
        switch value {
        case .bool(let bool): output.append(bool ? BinaryMarker.true : BinaryMarker.false)
        case .integer(let integer): writeInteger(integer)
        case .unsignedInteger(let integer):
            output.append(BinaryMarker.integer | 4)
            appendBigEndian(0, size: 8)
            appendBigEndian(integer, size: 8)
        case .real(let real):
            output.append(BinaryMarker.real | 3)
            appendBigEndian(real.bitPattern, size: 8)
        case .float32(let real):
            output.append(BinaryMarker.real | 2)
            appendBigEndian(UInt64(real.bitPattern), size: 4)
        case .date(let date):
            output.append(BinaryMarker.date)
            appendBigEndian(date.bitPattern, size: 8)
        case .data(let bytes):
            writeMarker(BinaryMarker.data, count: bytes.count)
            output.append(contentsOf: bytes)
        case .string(var string):
            let isASCII = string.withUTF8 { utf8 in utf8.allSatisfy { $0 < 0x80 } }
            if isASCII {
                string.withUTF8 { utf8 in
                    writeMarker(BinaryMarker.asciiString, count: utf8.count)
                    output.append(contentsOf: utf8)
                }
            } else {
                writeMarker(BinaryMarker.utf16String, count: string.utf16.count)
                for unit in string.utf16 { appendBigEndian(UInt64(unit), size: 2) }
            }
        case .uid(let uid): writeUID(uid)
        case .array, .dictionary: break  // numbered as containers, never written as scalars
        }
    }
}
