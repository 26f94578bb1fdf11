/// Kiln's models of Foundation's value classes that are archived as objects (not inline), with
/// the keys Apple's use.

/// `NSString` archived as an object, which Apple does for `NSMutableString`: `NS.string`.
/// (An immutable `NSString` is archived inline and decodes as ``ArchiveValue/string(_:)``.)
public final class NSStringModel: KeyedArchiving {
    public var string: String
    public var isMutable: Bool

    public init(_ string: String = "", isMutable: Bool = true) {
        self.string = string
        self.isMutable = isMutable
    }

    public var archiveClassChain: [String] {
        foundationClassChain("NSString", isMutable: isMutable)
    }
    public var supportsSecureCoding: Bool { true }

    public func encode(with archiver: KeyedArchiver) throws {
        archiver.encodeRaw(.string(string), forKey: "NS.string")
    }

    public func decode(from unarchiver: KeyedUnarchiver) throws {
        isMutable = unarchiver.currentClassInfo?.name != "NSString"
        guard let value = try unarchiver.decodeObject(forKey: "NS.string").stringValue else {
            throw KeyedArchiveError("NS.string is missing or not a string")
        }
        string = value
    }
}

/// `NSData` archived as an object, which Apple does for `NSMutableData`: `NS.data`.
/// (An immutable `NSData` is archived inline and decodes as ``ArchiveValue/data(_:)``.)
public final class NSDataModel: KeyedArchiving {
    public var bytes: [UInt8]
    public var isMutable: Bool

    public init(_ bytes: [UInt8] = [], isMutable: Bool = true) {
        self.bytes = bytes
        self.isMutable = isMutable
    }

    public var archiveClassChain: [String] {
        foundationClassChain("NSData", isMutable: isMutable)
    }
    public var supportsSecureCoding: Bool { true }

    public func encode(with archiver: KeyedArchiver) throws {
        archiver.encodeBytes(bytes, forKey: "NS.data")
    }

    public func decode(from unarchiver: KeyedUnarchiver) throws {
        isMutable = unarchiver.currentClassInfo?.name != "NSData"
        guard let bytes = try unarchiver.decodeBytes(forKey: "NS.data") else {
            throw KeyedArchiveError("NS.data is missing")
        }
        self.bytes = bytes
    }
}

/// `NSDate`: `NS.time`, seconds since 2001-01-01T00:00:00Z.
public final class NSDateModel: KeyedArchiving {
    public var timeIntervalSinceReferenceDate: Double

    public init(timeIntervalSinceReferenceDate: Double = 0) {
        self.timeIntervalSinceReferenceDate = timeIntervalSinceReferenceDate
    }

    public var archiveClassChain: [String] { ["NSDate", "NSObject"] }
    public var supportsSecureCoding: Bool { true }

    public func encode(with archiver: KeyedArchiver) throws {
        archiver.encode(timeIntervalSinceReferenceDate, forKey: "NS.time")
    }

    public func decode(from unarchiver: KeyedUnarchiver) throws {
        timeIntervalSinceReferenceDate = try unarchiver.decodeDouble(forKey: "NS.time")
    }
}

/// `NSURL`: `NS.base` (another URL, or nil) then `NS.relative` (a string).
public final class NSURLModel: KeyedArchiving {
    public var base: NSURLModel?
    public var relative: String

    public init(_ relative: String = "", base: NSURLModel? = nil) {
        self.relative = relative
        self.base = base
    }

    /// The URL as `absoluteString` would give it for a URL without a base; with a base, the
    /// relative part resolved by simple joining (enough for display).
    public var string: String {
        guard let base else { return relative }
        let baseString = base.string
        if relative.contains("://") { return relative }
        return baseString.hasSuffix("/") || relative.hasPrefix("/") ? baseString + relative : baseString + "/" + relative
    }

    public var archiveClassChain: [String] { ["NSURL", "NSObject"] }
    public var supportsSecureCoding: Bool { true }

    public func encode(with archiver: KeyedArchiver) throws {
        try archiver.encode(base, forKey: "NS.base")
        try archiver.encode(.string(relative), forKey: "NS.relative")
    }

    public func decode(from unarchiver: KeyedUnarchiver) throws {
        switch try unarchiver.decodeObject(forKey: "NS.base") {
        case .null: base = nil
        case .object(let url as NSURLModel): base = url
        default: throw KeyedArchiveError("NS.base is not an NSURL")
        }
        guard let relative = try unarchiver.decodeObject(forKey: "NS.relative").stringValue else {
            throw KeyedArchiveError("NS.relative is missing or not a string")
        }
        self.relative = relative
    }
}

/// `NSUUID`: `NS.uuidbytes`, 16 bytes inline.
public final class NSUUIDModel: KeyedArchiving {
    public var bytes: [UInt8]

    public init(bytes: [UInt8] = Array(repeating: 0, count: 16)) {
        self.bytes = bytes
    }

    /// Parses `E621E1F8-C36C-495A-93FC-0C247A3E6E5F` (either case); nil if malformed.
    public convenience init?(uuidString: String) {
        let hex = uuidString.filter { $0 != "-" }
        guard uuidString.count == 36, hex.count == 32, let bytes = bytesFromHex(hex) else { return nil }
        self.init(bytes: bytes)
    }

    /// Upper-case hex with dashes, as `NSUUID.uuidString`.
    public var uuidString: String {
        let hex = hexString(bytes).uppercased()
        let parts = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { range in
            String(hex.dropFirst(range.lowerBound).prefix(range.count))
        }
        return parts.joined(separator: "-")
    }

    public var archiveClassChain: [String] { ["NSUUID", "NSObject"] }
    public var supportsSecureCoding: Bool { true }

    public func encode(with archiver: KeyedArchiver) throws {
        archiver.encodeBytes(bytes, forKey: "NS.uuidbytes")
    }

    public func decode(from unarchiver: KeyedUnarchiver) throws {
        guard let bytes = try unarchiver.decodeBytes(forKey: "NS.uuidbytes"), bytes.count == 16 else {
            throw KeyedArchiveError("NS.uuidbytes is missing or not 16 bytes")
        }
        self.bytes = bytes
    }
}

/// `NSNull`: a class and no fields.
public final class NSNullModel: KeyedArchiving {
    public init() {}
    public var archiveClassChain: [String] { ["NSNull", "NSObject"] }
    public var supportsSecureCoding: Bool { true }
    public func encode(with archiver: KeyedArchiver) throws {}
    public func decode(from unarchiver: KeyedUnarchiver) throws {}
}

/// The classes every unarchiver knows from the start.
enum FoundationModels {
    static let classes: [ArchiveClass] = [
        ArchiveClass(name: "NSArray") { NSArrayModel() },
        ArchiveClass(name: "NSMutableArray") { NSArrayModel(isMutable: true) },
        ArchiveClass(name: "NSDictionary") { NSDictionaryModel() },
        ArchiveClass(name: "NSMutableDictionary") { NSDictionaryModel(isMutable: true) },
        ArchiveClass(name: "NSSet") { NSSetModel() },
        ArchiveClass(name: "NSMutableSet") { NSSetModel(isMutable: true) },
        ArchiveClass(name: "NSOrderedSet") { NSOrderedSetModel() },
        ArchiveClass(name: "NSMutableOrderedSet") { NSOrderedSetModel(isMutable: true) },
        ArchiveClass(name: "NSString") { NSStringModel(isMutable: false) },
        ArchiveClass(name: "NSMutableString") { NSStringModel() },
        ArchiveClass(name: "NSData") { NSDataModel(isMutable: false) },
        ArchiveClass(name: "NSMutableData") { NSDataModel() },
        ArchiveClass(name: "NSDate") { NSDateModel() },
        ArchiveClass(name: "NSURL") { NSURLModel() },
        ArchiveClass(name: "NSUUID") { NSUUIDModel() },
        ArchiveClass(name: "NSNull") { NSNullModel() },
        // Known to Apple, modelled generically here rather than falling back to NSMutableSet.
        GenericArchivedObject.archiveClass(named: "NSCountedSet"),
    ]
}

package func hexString(_ bytes: [UInt8]) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count * 2)
    for byte in bytes {
        out.append(digits[Int(byte >> 4)])
        out.append(digits[Int(byte & 0xF)])
    }
    return String(decoding: out, as: UTF8.self)
}

package func bytesFromHex(_ hex: String) -> [UInt8]? {
    let utf8 = Array(hex.utf8)
    guard utf8.count % 2 == 0 else { return nil }
    func nibble(_ c: UInt8) -> UInt8? {
        switch c {
        case 48...57: return c - 48
        case 97...102: return c - 87
        case 65...70: return c - 55
        default: return nil
        }
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(utf8.count / 2)
    var index = 0
    while index < utf8.count {
        guard let high = nibble(utf8[index]), let low = nibble(utf8[index + 1]) else { return nil }
        bytes.append(high << 4 | low)
        index += 2
    }
    return bytes
}

extension NSURLModel {
    /// A base URL can lead back to the URL itself in a hostile archive.
    public func releaseArchivedReferences() { base = nil }
}
