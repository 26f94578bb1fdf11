extension PropertyList {
    /// Reads either format: a `bplist0?` header means binary, anything else is read as XML.
    ///
    /// ```swift
    /// let plist = try PropertyList(bytes: Array(fileContents))
    /// ```
    /// Throws `PropertyListError` naming the problem and its byte offset (binary) or line and column (XML).
    public init(bytes: [UInt8]) throws {
        if PropertyList.hasBinaryHeader(bytes) {
            let plist = try BinaryPropertyList(bytes: bytes)
            self = try plist.value(of: plist.topObject)
        } else {
            self = try XMLPropertyListReader.parse(bytes)
        }
    }

    /// The format the bytes appear to be in, from their first bytes; nil if neither.
    public static func format(of bytes: [UInt8]) -> PropertyListFormat? {
        if hasBinaryHeader(bytes) { return .binary }
        var position = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }  // UTF-8 byte order mark
        while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
        return position < bytes.count && bytes[position] == UInt8(ascii: "<") ? .xml : nil
    }

    /// The value as a file: CoreFoundation's bplist00 layout, or byte-identical Apple XML.
    public func encoded(as format: PropertyListFormat) -> [UInt8] {
        switch format {
        case .binary: BinaryPropertyListWriter.encode(self)
        case .xml: XMLPropertyListWriter.encode(self)
        }
    }

    private static func hasBinaryHeader(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 8 && bytes.prefix(7).elementsEqual("bplist0".utf8)
    }
}
