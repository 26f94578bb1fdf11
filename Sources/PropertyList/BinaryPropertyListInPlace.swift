// Reading a bplist00 document in place, for renderers that write straight from the file: the
// refs of a container without an array, ASCII strings as byte ranges, and a check of everything
// `value(of:)` checks without building the tree.

extension BinaryPropertyList {
    /// The refs of an array, set or dictionary, read in place: a dictionary's `count` key refs are
    /// followed by as many value refs.
    public struct ContainerRefs: Sendable {
        public let kind: Kind
        public let count: Int
        let start: Int
    }

    /// The file's bytes (shared, not copied), for the ranges ``asciiStringRange(of:)`` gives.
    public var fileBytes: [UInt8] { bytes }

    /// An object found in the file: its kind (from its marker) and where it starts, so that what is
    /// read of it next reads the offset table no more.
    public struct Located: Sendable {
        public let kind: Kind
        let offset: Int
        let object: Int
    }

    /// Object `object`'s kind and place; throws if it is out of range or its marker is unknown.
    @inline(__always)
    public func locate(_ object: Int) throws -> Located {
        let offset = try checkedOffset(of: object)
        return Located(kind: try Self.kind(marker: bytes[offset], at: offset), offset: offset, object: object)
    }

    /// The refs of a container; throws if it is not an array, set or dictionary.
    public func containerRefs(of item: Located) throws -> ContainerRefs {
        guard item.kind == .array || item.kind == .set || item.kind == .dictionary else {
            throw PropertyListError("object \(item.object) is \(article(item.kind.rawValue)), not a container", byteOffset: item.offset)
        }
        let (start, count) = try containerRefs(at: item.offset, marker: bytes[item.offset])
        return ContainerRefs(kind: item.kind, count: count, start: start)
    }

    /// Ref `index` of `refs` (for a dictionary, keys are `0..<count` and values `count..<2 * count`).
    @inline(__always)
    public func ref(_ index: Int, of refs: ContainerRefs) throws -> Int {
        try ref(at: refs.start + index * trailer.objectRefSize)
    }

    /// Where the characters of an ASCII string are in ``fileBytes``; nil for anything else. The
    /// bytes are known to be ASCII once ``checkValue(of:)`` has passed.
    public func asciiStringRange(of item: Located) throws -> Range<Int>? {
        guard item.kind == .string, bytes[item.offset] >> 4 == BinaryMarker.asciiString >> 4 else { return nil }
        let (count, start) = try count(at: item.offset)
        try checkRoom(count: count, width: 1, start: start, object: item.offset)
        return start..<start + count
    }

    /// The value of a scalar (what `value(of:)` gives for it); throws for a container.
    public func scalar(of item: Located) throws -> PropertyList {
        switch item.kind {
        case .array, .set, .dictionary:
            throw PropertyListError("object \(item.object) is a container, not a scalar", byteOffset: item.offset)
        default:
            return try decodeScalar(item.object, at: item.offset)
        }
    }

    /// The UID a UID object holds; nil for anything else.
    public func uid(of item: Located) throws -> Int? {
        item.kind == .uid ? Int(try decodeUID(at: item.offset)) : nil
    }

    /// Throws exactly when `value(of: object)` would, without building the value: every object
    /// under it is read and checked in the same order, shared containers once, cycles and nesting
    /// deeper than ``maximumDepth`` refused.
    public func checkValue(of object: Int) throws {
        let state = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: objectCount)
        state.initialize(repeating: 0)
        defer { state.deallocate() }
        var walk = CheckWalk(plist: self, state: state)
        try walk.check(object)
    }

    /// The state of one `checkValue(of:)`: what ``TreeDecoder`` keeps, without the values.
    private struct CheckWalk {
        let plist: BinaryPropertyList
        /// Per object: 0 not seen, 1 being checked (an ancestor), 2 checked, 3 checked and a string;
        /// a buffer, so that a million writes make no copy-on-write test.
        let state: UnsafeMutableBufferPointer<UInt8>
        var depth = 0

        mutating func check(_ object: Int) throws {
            // A scalar's check does not depend on where it is met, so every object is checked once
            // (keys shared by thousands of objects are read once).
            if state[object] >= 2 { return }
            if state[object] == 1 { throw PropertyListError("object \(object) contains itself", byteOffset: try plist.checkedOffset(of: object)) }
            let offset = try plist.checkedOffset(of: object)
            let marker = plist.bytes[offset]
            switch try BinaryPropertyList.kind(marker: marker, at: offset) {
            case .array, .set, .dictionary: break
            case .string:
                try checkString(at: offset)
                state[object] = 3
                return
            case .data:
                let (count, start) = try plist.count(at: offset)
                try plist.checkRoom(count: count, width: 1, start: start, object: offset)
                state[object] = 2
                return
            default:
                _ = try plist.decodeScalar(object, at: offset)
                state[object] = 2
                return
            }
            guard depth < BinaryPropertyList.maximumDepth else {
                throw PropertyListError("containers nested more than \(BinaryPropertyList.maximumDepth) deep", byteOffset: offset)
            }
            state[object] = 1
            depth += 1
            let (start, count) = try plist.containerRefs(at: offset, marker: marker)
            let refSize = plist.trailer.objectRefSize
            if marker >> 4 == BinaryMarker.dictionary >> 4 {
                for i in 0..<count {
                    let keyRef = try plist.ref(at: start + i * refSize)
                    if state[keyRef] != 3 {
                        guard state[keyRef] == 0, try plist.kind(of: keyRef) == .string else {
                            throw PropertyListError("dictionary key (object \(keyRef)) is not a string", byteOffset: start + i * refSize)
                        }
                        try check(keyRef)
                    }
                    try check(plist.ref(at: start + (count + i) * refSize))
                }
            } else {
                for i in 0..<count { try check(plist.ref(at: start + i * refSize)) }
            }
            depth -= 1
            state[object] = 2
        }

        /// What `decodeString(at:)` checks: room for the characters, and ASCII bytes in an ASCII string.
        private func checkString(at offset: Int) throws {
            let (count, start) = try plist.count(at: offset)
            if plist.bytes[offset] >> 4 == BinaryMarker.asciiString >> 4 {
                try plist.checkRoom(count: count, width: 1, start: start, object: offset)
                for index in start..<start + count where plist.bytes[index] >= 0x80 {
                    throw PropertyListError("byte 0x\(hex(plist.bytes[index])) in an ASCII string", byteOffset: index)
                }
            } else {
                try plist.checkRoom(count: count, width: 2, start: start, object: offset)
            }
        }
    }
}
