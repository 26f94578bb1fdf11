/// Kiln's models of Foundation's collection classes, archived with the keys Apple's use.

/// `NSArray` / `NSMutableArray`: the elements under `NS.objects`.
public final class NSArrayModel: KeyedArchiving {
    public var elements: [ArchiveValue]
    public var isMutable: Bool

    public init(_ elements: [ArchiveValue] = [], isMutable: Bool = false) {
        self.elements = elements
        self.isMutable = isMutable
    }

    public var archiveClassChain: [String] {
        foundationClassChain("NSArray", isMutable: isMutable)
    }
    public var supportsSecureCoding: Bool { true }

    public func encode(with archiver: KeyedArchiver) throws {
        try archiver.encodeArrayOfObjects(elements, forKey: "NS.objects")
    }

    public func decode(from unarchiver: KeyedUnarchiver) throws {
        isMutable = unarchiver.decodesMutableVariant(of: "NSArray")
        elements = try decodeElements(from: unarchiver, key: "NS.objects")
    }
}

/// `NSDictionary` / `NSMutableDictionary`: parallel `NS.keys` and `NS.objects`, all keys encoded
/// before any value, as Apple's do. Keys need not be strings.
public final class NSDictionaryModel: KeyedArchiving {
    public var keys: [ArchiveValue]
    public var values: [ArchiveValue]
    public var isMutable: Bool

    public init(keys: [ArchiveValue] = [], values: [ArchiveValue] = [], isMutable: Bool = false) {
        self.keys = keys
        self.values = values
        self.isMutable = isMutable
    }

    /// A dictionary with string keys, in the given order.
    public convenience init(_ entries: [(String, ArchiveValue)], isMutable: Bool = false) {
        self.init(keys: entries.map { .string($0.0) }, values: entries.map(\.1), isMutable: isMutable)
    }

    /// The value of the first entry whose key is the string `key`.
    public subscript(key: String) -> ArchiveValue? {
        guard let index = keys.firstIndex(where: { $0.stringValue == key }) else { return nil }
        return values[index]
    }

    public var archiveClassChain: [String] {
        foundationClassChain("NSDictionary", isMutable: isMutable)
    }
    public var supportsSecureCoding: Bool { true }

    public func encode(with archiver: KeyedArchiver) throws {
        guard keys.count == values.count else {
            throw KeyedArchiveError("an NSDictionary has \(keys.count) keys but \(values.count) values")
        }
        try archiver.encodeArrayOfObjects(keys, forKey: "NS.keys")
        try archiver.encodeArrayOfObjects(values, forKey: "NS.objects")
    }

    public func decode(from unarchiver: KeyedUnarchiver) throws {
        isMutable = unarchiver.decodesMutableVariant(of: "NSDictionary")
        keys = try decodeElements(from: unarchiver, key: "NS.keys")
        values = try decodeElements(from: unarchiver, key: "NS.objects")
        guard keys.count == values.count else {
            throw KeyedArchiveError("NS.keys has \(keys.count) entries but NS.objects has \(values.count)")
        }
    }
}

/// `NSSet` / `NSMutableSet`: the members under `NS.objects`, in the order they were archived.
public final class NSSetModel: KeyedArchiving {
    public var members: [ArchiveValue]
    public var isMutable: Bool

    public init(_ members: [ArchiveValue] = [], isMutable: Bool = false) {
        self.members = members
        self.isMutable = isMutable
    }

    public var archiveClassChain: [String] {
        foundationClassChain("NSSet", isMutable: isMutable)
    }
    public var supportsSecureCoding: Bool { true }

    public func encode(with archiver: KeyedArchiver) throws {
        try archiver.encodeArrayOfObjects(members, forKey: "NS.objects")
    }

    public func decode(from unarchiver: KeyedUnarchiver) throws {
        isMutable = unarchiver.decodesMutableVariant(of: "NSSet")
        members = try decodeElements(from: unarchiver, key: "NS.objects")
    }
}

/// `NSOrderedSet` / `NSMutableOrderedSet`: the members under `NS.objects`, in order.
public final class NSOrderedSetModel: KeyedArchiving {
    public var members: [ArchiveValue]
    public var isMutable: Bool

    public init(_ members: [ArchiveValue] = [], isMutable: Bool = false) {
        self.members = members
        self.isMutable = isMutable
    }

    public var archiveClassChain: [String] {
        foundationClassChain("NSOrderedSet", isMutable: isMutable)
    }
    public var supportsSecureCoding: Bool { true }

    public func encode(with archiver: KeyedArchiver) throws {
        try archiver.encodeArrayOfObjects(members, forKey: "NS.objects")
    }

    public func decode(from unarchiver: KeyedUnarchiver) throws {
        isMutable = unarchiver.decodesMutableVariant(of: "NSOrderedSet")
        members = try decodeElements(from: unarchiver, key: "NS.objects")
    }
}

/// The class chain of a Foundation class that has a mutable subclass (`NSArray` / `NSMutableArray`,
/// `NSString` / `NSMutableString`, …), as `$classes` lists it.
func foundationClassChain(_ immutableName: String, isMutable: Bool) -> [String] {
    let mutableName = "NSMutable" + immutableName.dropFirst(2)
    return isMutable ? [mutableName, immutableName, "NSObject"] : [immutableName, "NSObject"]
}

extension KeyedUnarchiver {
    /// Whether the object being decoded was archived as the mutable subclass of `immutableName`.
    func decodesMutableVariant(of immutableName: String) -> Bool {
        currentClassInfo?.name == "NSMutable" + immutableName.dropFirst(2)
    }
}

/// The elements under `key` (`NS.objects`), or under `NS.object.0`, `NS.object.1`, … as older
/// archivers wrote them.
func decodeElements(from unarchiver: KeyedUnarchiver, key: String) throws -> [ArchiveValue] {
    if let elements = try unarchiver.decodeArrayOfObjects(forKey: key) { return elements }
    let prefix = String(key.dropLast()) + "."
    var elements: [ArchiveValue] = []
    while unarchiver.containsValue(forKey: prefix + String(elements.count)) {
        elements.append(try unarchiver.decodeObject(forKey: prefix + String(elements.count)))
    }
    return elements
}

// Dropping references after a failed decode (see `KeyedArchiving.releaseArchivedReferences()`).
extension NSArrayModel {
    public func releaseArchivedReferences() { elements = [] }
}

extension NSDictionaryModel {
    public func releaseArchivedReferences() { keys = []; values = [] }
}

extension NSSetModel {
    public func releaseArchivedReferences() { members = [] }
}

extension NSOrderedSetModel {
    public func releaseArchivedReferences() { members = [] }
}
