/// An object the keyed archiver can write and the keyed unarchiver can rebuild.
///
/// The archive core knows nothing of where an object comes from: Kiln's models of Foundation's
/// classes, a native Swift class, or a script object behind an adapter all name their class chain
/// and encode their fields through the coder, as `NSCoding` classes do on Apple's platforms.
///
/// Decoding is two-phase, so that a graph with cycles comes back as the same graph: the unarchiver
/// allocates an empty instance (``ArchiveClass/allocate``), registers it under its UID, and only
/// then calls ``decode(from:)``, so a field that refers back to an ancestor finds the instance.
///
/// ```swift
/// final class ChecklistItem: KeyedArchiving {
///     var text = "", checked = false
///     var archiveClassChain: [String] { ["Checklists.ChecklistItem", "NSObject"] }
///     func encode(with archiver: KeyedArchiver) throws {
///         archiver.encode(.string(text), forKey: "Text")
///         archiver.encode(checked, forKey: "Checked")
///     }
///     func decode(from unarchiver: KeyedUnarchiver) throws {
///         text = try unarchiver.decodeObject(forKey: "Text").stringValue ?? ""
///         checked = try unarchiver.decodeBool(forKey: "Checked")
///     }
/// }
/// ```
public protocol KeyedArchiving: AnyObject {
    /// The class and its superclasses, most derived first, ending with `NSObject`, as written to
    /// `$classes` (Apple writes `Module.Class` for a Swift class without `@objc(Name)`).
    var archiveClassChain: [String] { get }
    /// Writes the object's fields (`encode(with:)` of `NSCoding`).
    func encode(with archiver: KeyedArchiver) throws
    /// Fills a freshly allocated instance from its fields (`init(coder:)` of `NSCoding`).
    func decode(from unarchiver: KeyedUnarchiver) throws
    /// Whether the class may be archived and unarchived when secure coding is required
    /// (`supportsSecureCoding` of `NSSecureCoding`). Defaults to false.
    var supportsSecureCoding: Bool { get }
    /// Drops the object's references to other archived objects. The unarchiver calls it on the
    /// objects a failed decode made, which may reference each other in a cycle; a class whose
    /// fields are only scalars needs nothing here (the default does nothing).
    func releaseArchivedReferences()
}

extension KeyedArchiving {
    public var supportsSecureCoding: Bool { false }
    public func releaseArchivedReferences() {}
}

/// How the unarchiver makes an instance of a class it finds in an archive: the name it answers to,
/// and a function returning an empty instance for ``KeyedArchiving/decode(from:)`` to fill.
public struct ArchiveClass: Sendable {
    public let name: String
    public let allocate: @Sendable () -> any KeyedArchiving

    public init(name: String, allocate: @escaping @Sendable () -> any KeyedArchiving) {
        self.name = name
        self.allocate = allocate
    }
}

/// What `encodeObject` writes and `decodeObject` returns.
///
/// Strings, numbers and data stay inline property-list scalars in `$objects`, the way Apple's
/// archiver stores `NSString`, `NSNumber` and `NSData`; everything else is an object with a class.
public enum ArchiveValue {
    /// `nil` (UID 0, or an entry that is the string `$null`).
    case null
    case string(String)
    /// An `NSNumber` holding a signed integer.
    case integer(Int64)
    /// An `NSNumber` holding an unsigned 64-bit integer (CoreFoundation's 16-byte integer).
    case unsignedInteger(UInt64)
    /// An `NSNumber` holding a double.
    case real(Double)
    /// An `NSNumber` holding a float (a 32-bit real in the binary format).
    case float(Float)
    /// An `NSNumber` holding a boolean.
    case bool(Bool)
    /// An immutable `NSData`.
    case data([UInt8])
    case object(any KeyedArchiving)

    /// The string, whether it was archived inline (`NSString`) or as an `NSMutableString` object.
    public var stringValue: String? {
        switch self {
        case .string(let string): return string
        case .object(let object as NSStringModel): return object.string
        default: return nil
        }
    }

    /// The bytes, whether inline (`NSData`) or an `NSMutableData` object.
    public var dataValue: [UInt8]? {
        switch self {
        case .data(let bytes): return bytes
        case .object(let object as NSDataModel): return object.bytes
        default: return nil
        }
    }

    /// The number as an integer, as `NSNumber.intValue` would give it (reals are truncated).
    public var integerValue: Int64? {
        switch self {
        case .integer(let value): return value
        case .unsignedInteger(let value): return Int64(truncatingIfNeeded: value)
        case .bool(let value): return value ? 1 : 0
        case .real(let value): return value.isFinite && abs(value) < 9.2e18 ? Int64(value) : nil
        case .float(let value): return value.isFinite && abs(value) < 9.2e18 ? Int64(value) : nil
        default: return nil
        }
    }

    /// The number as a double, as `NSNumber.doubleValue` would give it.
    public var doubleValue: Double? {
        switch self {
        case .integer(let value): return Double(value)
        case .unsignedInteger(let value): return Double(value)
        case .bool(let value): return value ? 1 : 0
        case .real(let value): return value
        case .float(let value): return Double(value)
        default: return nil
        }
    }

    /// The object, if this is one.
    public var object: (any KeyedArchiving)? {
        if case .object(let object) = self { return object }
        return nil
    }

    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The name of the Foundation class this value is on Apple's platforms (`NSString`, `NSNumber`,
    /// `NSData`) or the object's class; `nil` for `.null`.
    public var className: String? {
        switch self {
        case .null: return nil
        case .string: return "NSString"
        case .integer, .unsignedInteger, .real, .float, .bool: return "NSNumber"
        case .data: return "NSData"
        case .object(let object): return object.archiveClassChain.first
        }
    }
}
