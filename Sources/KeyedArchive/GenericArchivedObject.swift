import PropertyList

/// An archived object of a class Kiln has no model for (an app's class, `NSAttributedString`,
/// `NSValue`, `NSCountedSet`, …): its class chain and its fields exactly as stored, so nothing is
/// lost and archiving it again writes the same object.
///
/// ```swift
/// let note = try unarchiver.decodeRootObject().object as? GenericArchivedObject
/// note?.className            // "Note"
/// note?.value(forKey: "title")  // .reference(.string("Groceries"))
/// ```
public final class GenericArchivedObject: KeyedArchiving {
    /// A stored field: an inline property-list value, a reference to another object, or an inline
    /// array or dictionary whose elements may be references.
    public enum Field {
        case inline(PropertyList)
        case reference(ArchiveValue)
        case array([Field])
        case dictionary([(key: String, value: Field)])
    }

    public private(set) var archiveClassChain: [String]
    /// False when the class dictionary had only `$classname` (a mapped class name); archiving the
    /// object again writes the same kind of class dictionary.
    public private(set) var listsClasses: Bool
    /// The fields in stored order, with keys as stored (a user key `$foo` appears as `$$foo`);
    /// `$class` is not among them.
    public var fields: [(key: String, value: Field)]

    public init(classChain: [String], fields: [(key: String, value: Field)] = [], listsClasses: Bool = true) {
        self.archiveClassChain = classChain
        self.fields = fields
        self.listsClasses = listsClasses
    }

    /// The `$classname` of the object.
    public var className: String { archiveClassChain.first ?? "" }

    /// The field stored under `key` (escaped as the archiver escapes keys).
    public func value(forKey key: String) -> Field? {
        let stored = key.hasPrefix("$") ? "$" + key : key
        return fields.first { $0.key == stored }?.value
    }

    public func encode(with archiver: KeyedArchiver) throws {
        for (key, field) in fields {
            if case .reference(let value) = field {
                try archiver.encodeRawReference(value, forKey: key)
            } else {
                archiver.encodeRaw(try propertyList(for: field, archiver: archiver), forKey: key)
            }
        }
    }

    public func decode(from unarchiver: KeyedUnarchiver) throws {
        if archiveClassChain.isEmpty, let info = unarchiver.currentClassInfo {
            archiveClassChain = info.chain
            listsClasses = info.listsClasses
        }
        fields = []
        for (key, field) in try unarchiver.currentRawFields() where key != "$class" {
            fields.append((key, try decodeField(field, key: key, unarchiver: unarchiver)))
        }
    }

    /// Registers `name` so that its objects always decode as generic objects (Kiln keeps
    /// `NSCountedSet` this way instead of falling back to `NSMutableSet`).
    public static func archiveClass(named name: String) -> ArchiveClass {
        ArchiveClass(name: name) { GenericArchivedObject(classChain: []) }
    }

    private func decodeField(_ field: ArchiveField, key: String, unarchiver: KeyedUnarchiver) throws -> Field {
        switch field {
        case .reference:
            return .reference(try unarchiver.decodeField(field, key: key))
        case .inline(.array(let elements)):
            return .array(try elements.map {
                try decodeField(ArchivedFields.field(of: $0), key: key, unarchiver: unarchiver)
            })
        case .inline(.dictionary(let dictionary)):
            return .dictionary(try dictionary.entries.map {
                ($0, try decodeField(ArchivedFields.field(of: $1), key: key, unarchiver: unarchiver))
            })
        case .inline(let value):
            return .inline(value)
        }
    }

    private func propertyList(for field: Field, archiver: KeyedArchiver) throws -> PropertyList {
        switch field {
        case .inline(let value):
            return value
        case .reference(let value):
            return .uid(UInt64(try archiver.encodeReference(value)))
        case .array(let elements):
            return .array(try elements.map { try propertyList(for: $0, archiver: archiver) })
        case .dictionary(let entries):
            var dictionary = PropertyListDictionary()
            for (key, value) in entries { dictionary[key] = try propertyList(for: value, archiver: archiver) }
            return .dictionary(dictionary)
        }
    }
}

extension GenericArchivedObject {
    public func releaseArchivedReferences() { fields = [] }
}
