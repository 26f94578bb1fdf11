/// Writes a value as CoreFoundation's `__CFBinaryPlistWrite` lays out bplist00.
///
/// Two passes. Flattening numbers the objects depth-first in pre-order (a dictionary's keys all
/// before its values), uniquing strings, numbers, dates and data by value, and giving bools, UIDs,
/// arrays and dictionaries a new object at each occurrence. Writing then sizes the file, and emits
/// the objects contiguously from offset 8 in index order straight into the result, with the
/// offset table and the trailer after them. Container refs live in one shared array and uniqued
/// values in their uniquing tables, so a numbered object is a few words and owns no allocation.
struct BinaryPropertyListWriter {
    /// One numbered object. Strings and data are entries of their uniquing tables; a container's
    /// refs are `refs[refStart...]`, `count` of them for an array, 2 × `count` (keys, then values)
    /// for a dictionary.
    private enum FlatObject {
        case string(entry: Int)
        case data(entry: Int)
        case integer(Int64)
        case unsignedInteger(UInt64)
        case real(bitPattern: UInt64)
        case float32(bitPattern: UInt32)
        case date(bitPattern: UInt64)
        case bool(Bool)
        case uid(UInt64)
        case array(refStart: Int, count: Int)
        case dictionary(refStart: Int, count: Int)
    }

    private var objects: [FlatObject] = []
    private var refs: [Int] = []
    private var strings = UniquingTable<String>()
    private var datas = UniquingTable<[UInt8]>()
    private var integers = UniquingTable<Int64>()
    private var unsignedIntegers = UniquingTable<UInt64>()
    private var reals = UniquingTable<UInt64>()
    private var float32s = UniquingTable<UInt32>()
    private var dates = UniquingTable<UInt64>()
    private var output = ByteWriter(UnsafeMutableBufferPointer(start: nil, count: 0))
    private var objectRefSize = 1

    static func encode(_ value: PropertyList) -> [UInt8] {
        var writer = BinaryPropertyListWriter()
        writer.flattenTree(value)
        return writer.write()
    }

    // MARK: Flattening

    /// A container whose children are being numbered: its refs start at `refStart`, and `next`
    /// is the child to number next (for a dictionary, its keys and then its values).
    private struct PendingContainer {
        enum Children { case array([PropertyList]), dictionary(PropertyListDictionary) }
        var children: Children
        var refStart: Int
        var count: Int
        var next = 0

        func child(_ i: Int) -> PropertyList {
            switch children {
            case .array(let elements): elements[i]
            case .dictionary(let dictionary):
                i < dictionary.count ? .string(dictionary.keys[i]) : dictionary.values[i - dictionary.count]
            }
        }
    }

    private var pending: [PendingContainer] = []

    /// Numbers every object depth-first in pre-order, with an explicit stack instead of recursion
    /// so that however deeply a value nests, writing it cannot overflow the thread's stack.
    private mutating func flattenTree(_ value: PropertyList) {
        _ = flatten(value)
        while var container = pending.popLast() {
            let depth = pending.count
            while container.next < container.count {
                let i = container.next
                container.next += 1
                refs[container.refStart + i] = flatten(container.child(i))
                if pending.count > depth {
                    // The child is a container: number its subtree first, then come back here.
                    let child = pending.removeLast()
                    pending.append(container)
                    pending.append(child)
                    break
                }
            }
        }
    }

    /// Returns the index of `value`'s object, numbering it if it is new; a container's children
    /// are left on `pending` for `flattenTree`.
    private mutating func flatten(_ value: PropertyList) -> Int {
        let newObject = objects.count
        switch value {
        case .string(let string):
            var utf8 = string
            let hash = utf8.withUTF8 { fnv1a($0) }
            let object = strings.object(for: string, hash: hash, orInsert: newObject)
            if object == newObject { objects.append(.string(entry: strings.count - 1)) }
            return object
        case .data(let data):
            let object = datas.object(for: data, hash: fnv1a(data), orInsert: newObject)
            if object == newObject { objects.append(.data(entry: datas.count - 1)) }
            return object
        case .integer(let integer):
            let object = integers.object(for: integer, hash: mix(UInt64(bitPattern: integer)), orInsert: newObject)
            if object == newObject { objects.append(.integer(integer)) }
            return object
        case .unsignedInteger(let integer):
            let object = unsignedIntegers.object(for: integer, hash: mix(integer), orInsert: newObject)
            if object == newObject { objects.append(.unsignedInteger(integer)) }
            return object
        case .real(let real):
            let object = reals.object(for: real.bitPattern, hash: mix(real.bitPattern), orInsert: newObject)
            if object == newObject { objects.append(.real(bitPattern: real.bitPattern)) }
            return object
        case .float32(let real):
            let object = float32s.object(for: real.bitPattern, hash: mix(UInt64(real.bitPattern)), orInsert: newObject)
            if object == newObject { objects.append(.float32(bitPattern: real.bitPattern)) }
            return object
        case .date(let date):
            let object = dates.object(for: date.bitPattern, hash: mix(date.bitPattern), orInsert: newObject)
            if object == newObject { objects.append(.date(bitPattern: date.bitPattern)) }
            return object
        case .bool(let bool):
            objects.append(.bool(bool))
            return newObject
        case .uid(let uid):
            objects.append(.uid(uid))
            return newObject
        case .array(let elements):
            let refStart = refs.count
            objects.append(.array(refStart: refStart, count: elements.count))
            refs.append(contentsOf: repeatElement(0, count: elements.count))
            if !elements.isEmpty {
                pending.append(PendingContainer(children: .array(elements), refStart: refStart, count: elements.count))
            }
            return newObject
        case .dictionary(let dictionary):
            let refStart = refs.count
            objects.append(.dictionary(refStart: refStart, count: dictionary.count))
            refs.append(contentsOf: repeatElement(0, count: 2 * dictionary.count))
            if !dictionary.isEmpty {
                pending.append(PendingContainer(children: .dictionary(dictionary), refStart: refStart, count: 2 * dictionary.count))
            }
            return newObject
        }
    }

    // MARK: Writing

    private mutating func write() -> [UInt8] {
        let numObjects = objects.count
        objectRefSize = byteCount(UInt64(numObjects))
        var objectsSize = 0
        for object in objects { objectsSize += size(of: object) }
        let offsetTableOffset = binaryHeader.count + objectsSize
        let offsetIntSize = byteCount(UInt64(offsetTableOffset))
        let fileSize = offsetTableOffset + numObjects * offsetIntSize + BinaryTrailer.size
        return [UInt8](unsafeUninitializedCapacity: fileSize) { buffer, initializedCount in
            output = ByteWriter(buffer)
            var offsetTable = ByteWriter(buffer, position: offsetTableOffset)
            output.append(contentsOf: binaryHeader)
            for object in objects {
                offsetTable.appendBigEndian(UInt64(output.position), size: offsetIntSize)
                write(object)
            }
            precondition(output.position == offsetTableOffset, "binary writer: object sizes were miscounted")
            // Trailer: 5 unused bytes, sortVersion, offsetIntSize, objectRefSize, numObjects, topObject, offsetTableOffset.
            var trailer = offsetTable
            trailer.appendBigEndian(0, size: 6)
            trailer.append(UInt8(offsetIntSize))
            trailer.append(UInt8(objectRefSize))
            trailer.appendBigEndian(UInt64(numObjects), size: 8)
            trailer.appendBigEndian(0, size: 8)
            trailer.appendBigEndian(UInt64(offsetTableOffset), size: 8)
            initializedCount = trailer.position
        }
    }

    /// The bytes `object` takes: exactly what `write(_:)` emits for it.
    private func size(of object: FlatObject) -> Int {
        func counted(_ count: Int) -> Int { count < 15 ? 1 : 2 + byteCount(UInt64(count)) }
        switch object {
        case .array(_, let count): return counted(count) + count * objectRefSize
        case .dictionary(_, let count): return counted(count) + 2 * count * objectRefSize
        case .bool: return 1
        case .integer(let integer): return 1 + integerSize(integer)
        case .unsignedInteger: return 17
        case .real, .date: return 9
        case .float32: return 5
        case .uid(let uid): return 1 + byteCount(uid)
        case .data(let entry):
            let count = datas[entry].count
            return counted(count) + count
        case .string(let entry):
            var string = strings[entry]
            if let utf8Count = string.withUTF8({ $0.allSatisfy { $0 < 0x80 } ? $0.count : nil }) {
                return counted(utf8Count) + utf8Count
            }
            let utf16Count = string.utf16.count
            return counted(utf16Count) + 2 * utf16Count
        }
    }

    private mutating func write(_ object: FlatObject) {
        switch object {
        case .array(let refStart, let count):
            writeMarker(BinaryMarker.array, count: count)
            writeRefs(refStart, count)
        case .dictionary(let refStart, let count):
            writeMarker(BinaryMarker.dictionary, count: count)
            writeRefs(refStart, 2 * count)
        case .bool(let bool): output.append(bool ? BinaryMarker.true : BinaryMarker.false)
        case .integer(let integer): writeInteger(integer)
        case .unsignedInteger(let integer):
            // CF writes SInt128 CFNumbers (unsigned 64-bit values) as 16 bytes, however small.
            output.append(BinaryMarker.integer | 4)
            output.appendBigEndian(0, size: 8)
            output.appendBigEndian(integer, size: 8)
        case .real(let bitPattern):
            output.append(BinaryMarker.real | 3)
            output.appendBigEndian(bitPattern, size: 8)
        case .float32(let bitPattern):
            output.append(BinaryMarker.real | 2)
            output.appendBigEndian(UInt64(bitPattern), size: 4)
        case .date(let bitPattern):
            output.append(BinaryMarker.date)
            output.appendBigEndian(bitPattern, size: 8)
        case .data(let entry):
            let data = datas[entry]
            writeMarker(BinaryMarker.data, count: data.count)
            output.append(contentsOf: data)
        case .string(let entry): writeString(strings[entry])
        case .uid(let uid):
            let size = byteCount(uid)
            output.append(BinaryMarker.uid | UInt8(size - 1))
            output.appendBigEndian(uid, size: size)
        }
    }

    private mutating func writeRefs(_ start: Int, _ count: Int) {
        for i in start..<start + count { output.appendBigEndian(UInt64(refs[i]), size: objectRefSize) }
    }

    /// Minimal widths: 1, 2 or 4 bytes for non-negative values by size, 8 bytes for the rest.
    private func integerSize(_ integer: Int64) -> Int { integer < 0 ? 8 : byteCount(UInt64(integer)) }

    private mutating func writeInteger(_ integer: Int64) {
        let size = integerSize(integer)
        output.append(BinaryMarker.integer | UInt8(size.trailingZeroBitCount))
        output.appendBigEndian(UInt64(bitPattern: integer), size: size)
    }

    /// ASCII strings as bytes (0x5N); any other string as UTF-16BE code units (0x6N).
    private mutating func writeString(_ string: String) {
        var string = string
        let isASCII = string.withUTF8 { utf8 in
            guard utf8.allSatisfy({ $0 < 0x80 }) else { return false }
            writeMarker(BinaryMarker.asciiString, count: utf8.count)
            output.append(contentsOf: utf8)
            return true
        }
        guard !isASCII else { return }
        writeMarker(BinaryMarker.utf16String, count: string.utf16.count)
        for unit in string.utf16 { output.appendBigEndian(UInt64(unit), size: 2) }
    }

    /// A marker with the count in its low nibble, or 0xF and an integer object when count ≥ 15.
    private mutating func writeMarker(_ marker: UInt8, count: Int) {
        if count < 15 {
            output.append(marker | UInt8(count))
        } else {
            output.append(marker | BinaryMarker.countFollows)
            writeInteger(Int64(count))
        }
    }
}
