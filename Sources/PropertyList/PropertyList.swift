/// One value of a property list, as Apple's bplist00 and XML formats can hold it.
///
/// The model keeps what the formats distinguish, so that a file read and written again is the
/// same file: integers that CoreFoundation stores in 16 bytes (unsigned 64-bit numbers), reals
/// stored as 32-bit floats, the order of a dictionary's keys, and `CF$UID` references.
///
/// ```swift
/// let plist: PropertyList = .dictionary(["name": .string("Milk"), "checked": .bool(false)])
/// let bytes = try plist.encoded(as: .binary)
/// ```
public enum PropertyList: Sendable {
    case string(String)
    /// A signed integer that fits in 64 bits (written in 1, 2, 4 or 8 bytes).
    case integer(Int64)
    /// An unsigned 64-bit integer, which CoreFoundation writes as a 16-byte integer (marker 0x14),
    /// whatever its size.
    case unsignedInteger(UInt64)
    /// A 64-bit real (marker 0x23).
    case real(Double)
    /// A 32-bit real (marker 0x22); XML cannot tell the two apart and reads every `<real>` as `.real`.
    case float32(Float)
    case bool(Bool)
    /// Seconds since 2001-01-01T00:00:00Z, the reference date of CoreFoundation.
    case date(Double)
    case data([UInt8])
    case array([PropertyList])
    case dictionary(PropertyListDictionary)
    /// A `CF$UID` reference, as keyed archives use to point into `$objects`.
    case uid(UInt64)
}

/// A property-list dictionary with string keys, keeping the order its keys were added or read in.
///
/// Apple's binary writer emits keys in hash order and readers must accept any order; keeping the
/// order makes read-then-write stable. Lookups are by key; equality ignores order, as `NSDictionary`'s does.
public struct PropertyListDictionary: Sendable {
    public private(set) var keys: [String] = []
    public private(set) var values: [PropertyList] = []
    /// Key positions, built only past `linearSearchLimit` keys: keyed archives create a great many
    /// small dictionaries, for which a linear search is faster than hashing and allocates nothing.
    private var index: [String: Int]?
    private static let linearSearchLimit = 16

    public init() {}

    /// Builds a dictionary from pairs in order; a repeated key keeps its first position and last value.
    public init<S: Sequence>(_ pairs: S) where S.Element == (String, PropertyList) {
        for (key, value) in pairs { self[key] = value }
    }

    public var count: Int { keys.count }
    public var isEmpty: Bool { keys.isEmpty }

    /// Reserves room for `capacity` entries, as readers do when they know the count.
    public mutating func reserveCapacity(_ capacity: Int) {
        keys.reserveCapacity(capacity)
        values.reserveCapacity(capacity)
    }

    /// The position of `key` in `keys`, if present.
    public func position(of key: String) -> Int? {
        if let index { return index[key] }
        return keys.firstIndex(of: key)
    }

    public subscript(key: String) -> PropertyList? {
        get { position(of: key).map { values[$0] } }
        set {
            if let position = position(of: key) {
                if let newValue {
                    values[position] = newValue
                } else {
                    keys.remove(at: position)
                    values.remove(at: position)
                    rebuildIndex()
                }
            } else if let newValue {
                keys.append(key)
                values.append(newValue)
                if index != nil {
                    index?[key] = keys.count - 1
                } else if keys.count > Self.linearSearchLimit {
                    rebuildIndex()
                }
            }
        }
    }

    private mutating func rebuildIndex() {
        guard keys.count > Self.linearSearchLimit else { index = nil; return }
        var positions = [String: Int](minimumCapacity: keys.count)
        for (position, key) in keys.enumerated() { positions[key] = position }
        index = positions
    }

    /// The entries in order.
    public var entries: Zip2Sequence<[String], [PropertyList]> { zip(keys, values) }
}

extension PropertyListDictionary: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, PropertyList)...) {
        self.init(elements)
    }
}

extension PropertyListDictionary: Equatable {
    public static func == (lhs: PropertyListDictionary, rhs: PropertyListDictionary) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for (key, value) in lhs.entries where rhs[key] != value { return false }
        return true
    }
}

extension PropertyList: Equatable {}

extension PropertyList {
    /// The kind of value, as the binary format names its object types (both integer cases are
    /// `.integer`, both reals `.real`); the one switch every layer's names for kinds start from.
    public var kind: BinaryPropertyList.Kind {
        switch self {
        case .string: return .string
        case .integer, .unsignedInteger: return .integer
        case .real, .float32: return .real
        case .bool: return .bool
        case .date: return .date
        case .data: return .data
        case .array: return .array
        case .dictionary: return .dictionary
        case .uid: return .uid
        }
    }
}

extension PropertyList: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int64) { self = .integer(value) }
    public init(floatLiteral value: Double) { self = .real(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: PropertyList...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, PropertyList)...) {
        self = .dictionary(PropertyListDictionary(elements))
    }
}

/// The two on-disk formats.
public enum PropertyListFormat: String, Sendable, CaseIterable {
    /// `bplist00`, as CoreFoundation's binary writer lays it out.
    case binary
    /// Apple's XML plist, byte for byte as CoreFoundation writes it.
    case xml
}
