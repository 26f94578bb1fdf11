import PropertyList

/// A value found in an archived object's dictionary or in `$top`: a reference into `$objects`,
/// or a property-list value stored inline.
enum ArchiveField {
    case reference(Int)
    case inline(PropertyList)
}

/// One `$objects` entry as the unarchiver sees it: an inline scalar, or an object's dictionary.
enum ArchiveEntry {
    case scalar(PropertyList)
    case fields(ArchivedFields)
}

/// The `CF$UID` in a property-list value: the binary format's UID, or the one-key
/// `{CF$UID: n}` dictionary that stands for it in XML.
package func uidValue(_ value: PropertyList) -> Int? {
    switch value {
    case .uid(let uid):
        return uid <= UInt64(Int32.max) * 2 + 1 ? Int(uid) : nil
    case .dictionary(let dictionary) where dictionary.count == 1:
        switch dictionary["CF$UID"] {
        case .integer(let uid)? where uid >= 0 && uid <= Int64(UInt32.max): return Int(uid)
        case .unsignedInteger(let uid)? where uid <= UInt64(UInt32.max): return Int(uid)
        default: return nil
        }
    default:
        return nil
    }
}

/// The fields of one archived object (its dictionary in `$objects`), read through its
/// ``ArchiveObjectTable``.
struct ArchivedFields {
    enum Storage {
        case tree(PropertyListDictionary)
        /// The dictionary's object number in the binary file; keys are compared in place.
        case binary(object: Int)
    }

    let storage: Storage

    static func field(of value: PropertyList) -> ArchiveField {
        if let uid = uidValue(value) { return .reference(uid) }
        return .inline(value)
    }
}

/// The `$objects` table and `$top` of an archive, checked the way Apple's unarchiver checks them
/// before anything is decoded.
package final class ArchiveObjectTable {
    enum Storage {
        case tree([PropertyList])
        /// `$objects` of a binary file: the file's object number of each entry.
        case binary(BinaryPropertyList, objects: [Int])
    }

    let storage: Storage
    let top: ArchivedFields
    let count: Int
    /// Key strings already read, by object number, for listing an object's keys (generic objects,
    /// inspection); lookups by key compare the bytes in the file instead.
    @exclusivity(unchecked) private var keyCache: [Int: String] = [:]

    /// The binary file and the object number of each `$objects` entry, outside `storage` so that
    /// the hot paths reach them without copying the enum's payload. `binary` is set exactly when
    /// `storage` is `.binary`, and only a binary table makes `.binary` fields, so the `binary!`
    /// below cannot fail whatever the input.
    private let binary: BinaryPropertyList?
    private let binaryObjects: [Int]

    private init(storage: Storage, top: ArchivedFields, count: Int) {
        self.storage = storage
        self.top = top
        self.count = count
        if case .binary(let plist, let objects) = storage {
            binary = plist
            binaryObjects = objects
        } else {
            binary = nil
            binaryObjects = []
        }
    }

    convenience init(bytes: [UInt8]) throws {
        if PropertyList.format(of: bytes) == .binary {
            let plist: BinaryPropertyList
            do {
                plist = try BinaryPropertyList(bytes: bytes)
            } catch {
                throw KeyedArchiveError("not a readable property list: \(error)")
            }
            try self.init(binary: plist)
        } else {
            let tree: PropertyList
            do {
                tree = try PropertyList(bytes: bytes)
            } catch {
                throw KeyedArchiveError("not a readable property list: \(error)")
            }
            try self.init(propertyList: tree)
        }
    }

    /// `$top` and `$objects` of an archive read as a tree, checked as above: what the inspection
    /// tools walk.
    package static func checkedTree(_ propertyList: PropertyList) throws -> (top: PropertyListDictionary, objects: [PropertyList]) {
        let table = try ArchiveObjectTable(propertyList: propertyList)
        guard case .tree(let objects) = table.storage, case .tree(let top) = table.top.storage else {
            throw KeyedArchiveError("internal: a tree archive was not read as a tree")
        }
        return (top, objects)
    }

    convenience init(propertyList: PropertyList) throws {
        guard case .dictionary(let archive) = propertyList else {
            throw KeyedArchiveError("top level is \(kindName(of: propertyList)), not a dictionary")
        }
        try Self.checkHeader(archiver: archive["$archiver"], version: archive["$version"])
        guard case .dictionary(let top)? = archive["$top"] else {
            throw KeyedArchiveError("$top missing or not a dictionary")
        }
        guard case .array(let objects)? = archive["$objects"], !objects.isEmpty else {
            throw KeyedArchiveError("$objects missing, empty or not an array")
        }
        try Self.checkNull(objects[0])
        self.init(storage: .tree(objects), top: ArchivedFields(storage: .tree(top)), count: objects.count)
    }

    convenience init(binary plist: BinaryPropertyList) throws {
        let root = plist.topObject
        guard try plist.kind(of: root) == .dictionary else {
            throw KeyedArchiveError("top level is \(try kindName(of: plist.value(of: root))), not a dictionary")
        }
        func value(forKey key: String) throws -> PropertyList? {
            guard let ref = try plist.dictionaryValueRef(of: root, forKey: key) else { return nil }
            switch try plist.kind(of: ref) {
            case .array, .dictionary, .set: return .array([])  // only its kind matters for the checks
            default: return try plist.value(of: ref)
            }
        }
        try Self.checkHeader(archiver: value(forKey: "$archiver"), version: value(forKey: "$version"))
        guard let topRef = try plist.dictionaryValueRef(of: root, forKey: "$top"),
            try plist.kind(of: topRef) == .dictionary
        else { throw KeyedArchiveError("$top missing or not a dictionary") }
        guard let objectsRef = try plist.dictionaryValueRef(of: root, forKey: "$objects"),
            try plist.kind(of: objectsRef) == .array
        else { throw KeyedArchiveError("$objects missing, empty or not an array") }
        let objects = try plist.arrayRefs(of: objectsRef)
        guard let first = objects.first else { throw KeyedArchiveError("$objects missing, empty or not an array") }
        try Self.checkNull(try plist.kind(of: first) == .string ? plist.value(of: first) : .array([]))
        self.init(storage: .binary(plist, objects: objects), top: ArchivedFields(storage: .binary(object: topRef)), count: objects.count)
    }

    private static func checkHeader(archiver: PropertyList?, version: PropertyList?) throws {
        guard case .string("NSKeyedArchiver")? = archiver else {
            throw KeyedArchiveError("$archiver is \(shortDescription(of: archiver)), not \"NSKeyedArchiver\"")
        }
        switch version {
        case .integer(100000)?, .unsignedInteger(100000)?, .real(100000)?: break
        default: throw KeyedArchiveError("$version is \(shortDescription(of: version)), not 100000")
        }
    }

    private static func checkNull(_ first: PropertyList) throws {
        guard case .string("$null") = first else {
            throw KeyedArchiveError("$objects[0] is \(shortDescription(of: first)), not \"$null\"")
        }
    }

    /// A header value as the messages above show it: a string quoted, a number, or its kind.
    private static func shortDescription(of value: PropertyList?) -> String {
        switch value {
        case nil: return "missing"
        case .string(let string)?: return "\"\(string)\""
        case .integer(let integer)?: return String(integer)
        case .unsignedInteger(let integer)?: return String(integer)
        case .real(let real)?: return String(real)
        case let value?: return kindName(of: value)
        }
    }

    /// The entry at `uid`.
    func entry(at uid: Int) throws -> ArchiveEntry {
        guard uid >= 0, uid < count else {
            throw KeyedArchiveError("UID \(uid) out of range (\(count) objects)")
        }
        switch storage {
        case .tree(let objects):
            let value = objects[uid]
            if case .dictionary(let dictionary) = value, uidValue(value) == nil {
                return .fields(ArchivedFields(storage: .tree(dictionary)))
            }
            return .scalar(value)
        case .binary:
            let object = binaryObjects[uid]
            switch try binary!.kind(of: object) {
            case .dictionary:
                return .fields(ArchivedFields(storage: .binary(object: object)))
            case .string:
                return .scalar(.string(try binary!.string(of: object)))
            default:
                return .scalar(try binary!.value(of: object))
            }
        }
    }

    // MARK: Reading fields

    /// The name of the key at object number `object` of a binary file.
    private func keyName(_ object: Int, in plist: BinaryPropertyList) throws -> String {
        if let name = keyCache[object] { return name }
        let name = try plist.string(of: object)
        keyCache[object] = name
        return name
    }

    func keys(of fields: ArchivedFields) throws -> [String] {
        switch fields.storage {
        case .tree(let dictionary): return dictionary.keys
        case .binary(let object): return try binary!.dictionaryRefs(of: object).keys.map { try keyName($0, in: binary!) }
        }
    }

    func contains(_ key: String, in fields: ArchivedFields) -> Bool {
        switch fields.storage {
        case .tree(let dictionary): return dictionary[key] != nil
        case .binary(let object): return (try? binary!.dictionaryValueRef(of: object, forKey: key)) ?? nil != nil
        }
    }

    func field(forKey key: String, in fields: ArchivedFields) throws -> ArchiveField? {
        switch fields.storage {
        case .tree(let dictionary):
            return dictionary[key].map(ArchivedFields.field(of:))
        case .binary(let dictionary):
            guard let object = try binary!.dictionaryValueRef(of: dictionary, forKey: key) else { return nil }
            return try field(ofObject: object, in: binary!)
        }
    }

    /// The elements of an array stored inline in an object (`NS.objects`, `NS.keys`), read one at
    /// a time so that a large collection is not copied first.
    enum ArrayElements {
        case tree([PropertyList])
        case binary([Int])

        var count: Int {
            switch self {
            case .tree(let elements): return elements.count
            case .binary(let objects): return objects.count
            }
        }
    }

    /// The elements of the array stored under `key`, or nil if the key is absent; a value that
    /// is not an array counts as a one-element array.
    func arrayElements(forKey key: String, in fields: ArchivedFields) throws -> ArrayElements? {
        switch fields.storage {
        case .tree(let dictionary):
            guard let value = dictionary[key] else { return nil }
            guard case .array(let elements) = value else { return .tree([value]) }
            return .tree(elements)
        case .binary(let dictionary):
            guard let object = try binary!.dictionaryValueRef(of: dictionary, forKey: key) else { return nil }
            guard try binary!.kind(of: object) == .array else { return .binary([object]) }
            return .binary(try binary!.arrayRefs(of: object))
        }
    }

    /// Element `index` of `elements`, as a field.
    func field(at index: Int, of elements: ArrayElements) throws -> ArchiveField {
        switch elements {
        case .tree(let values): return ArchivedFields.field(of: values[index])
        case .binary(let objects): return try field(ofObject: objects[index], in: binary!)
        }
    }

    func allFields(of fields: ArchivedFields) throws -> [(key: String, field: ArchiveField)] {
        switch fields.storage {
        case .tree(let dictionary):
            return dictionary.entries.map { ($0, ArchivedFields.field(of: $1)) }
        case .binary(let object):
            let (keys, values) = try binary!.dictionaryRefs(of: object)
            return try zip(keys, values).map { (try keyName($0, in: binary!), try field(ofObject: $1, in: binary!)) }
        }
    }

    private func field(ofObject object: Int, in plist: BinaryPropertyList) throws -> ArchiveField {
        if let uid = try plist.uid(of: object) {
            guard uid <= UInt64(UInt32.max) else {
                throw KeyedArchiveError("a UID in the property list is larger than 2^32 - 1")
            }
            return .reference(Int(uid))
        }
        return .inline(try plist.value(of: object))
    }
}
