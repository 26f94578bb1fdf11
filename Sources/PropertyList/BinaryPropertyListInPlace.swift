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

    /// The refs of container `object`; throws if it is not an array, set or dictionary.
    public func containerRefs(of object: Int) throws -> ContainerRefs {
        let offset = try checkedOffset(of: object)
        let marker = bytes[offset]
        let kind = try Self.kind(marker: marker, at: offset)
        guard kind == .array || kind == .set || kind == .dictionary else {
            throw PropertyListError("object \(object) is \(article(kind.rawValue)), not a container", byteOffset: offset)
        }
        let (start, count) = try containerRefs(at: offset, marker: marker)
        return ContainerRefs(kind: kind, count: count, start: start)
    }

    /// Ref `index` of `refs` (for a dictionary, keys are `0..<count` and values `count..<2 * count`).
    @inline(__always)
    public func ref(_ index: Int, of refs: ContainerRefs) throws -> Int {
        try ref(at: refs.start + index * trailer.objectRefSize)
    }

    /// Where the characters of `object` are in ``fileBytes`` when it is an ASCII string, else nil.
    /// The bytes are known to be ASCII once ``checkValue(of:)`` has passed.
    public func asciiStringRange(of object: Int) throws -> Range<Int>? {
        let offset = try checkedOffset(of: object)
        guard bytes[offset] >> 4 == BinaryMarker.asciiString >> 4 else { return nil }
        let (count, start) = try count(at: offset)
        try checkRoom(count: count, width: 1, start: start, object: offset)
        return start..<start + count
    }

    /// The value of a scalar object (what `value(of:)` gives for it); throws for a container.
    public func scalar(of object: Int) throws -> PropertyList {
        let offset = try checkedOffset(of: object)
        switch try Self.kind(marker: bytes[offset], at: offset) {
        case .array, .set, .dictionary:
            throw PropertyListError("object \(object) is a container, not a scalar", byteOffset: offset)
        default:
            return try decodeScalar(object, at: offset)
        }
    }

    /// Throws exactly when `value(of: object)` would, without building the value: every object
    /// under it is read and checked in the same order, shared containers once, cycles and nesting
    /// deeper than ``maximumDepth`` refused.
    public func checkValue(of object: Int) throws {
        var walk = CheckWalk(plist: self)
        try walk.check(object)
    }

    /// The state of one `checkValue(of:)`: what ``TreeDecoder`` keeps, without the values.
    private struct CheckWalk {
        let plist: BinaryPropertyList
        /// Per object: 0 not seen, 1 being checked (an ancestor), 2 checked.
        var state: [UInt8]
        var depth = 0

        init(plist: BinaryPropertyList) {
            self.plist = plist
            state = Array(repeating: 0, count: plist.objectCount)
        }

        mutating func check(_ object: Int) throws {
            let offset = try plist.checkedOffset(of: object)
            let marker = plist.bytes[offset]
            switch try BinaryPropertyList.kind(marker: marker, at: offset) {
            case .array, .set, .dictionary: break
            case .string: return try checkString(at: offset)
            case .data:
                let (count, start) = try plist.count(at: offset)
                return try plist.checkRoom(count: count, width: 1, start: start, object: offset)
            default:
                _ = try plist.decodeScalar(object, at: offset)
                return
            }
            if state[object] == 2 { return }
            if state[object] == 1 { throw PropertyListError("object \(object) contains itself", byteOffset: offset) }
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
                    guard try plist.kind(of: keyRef) == .string else {
                        throw PropertyListError("dictionary key (object \(keyRef)) is not a string", byteOffset: start + i * refSize)
                    }
                    try check(keyRef)
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
