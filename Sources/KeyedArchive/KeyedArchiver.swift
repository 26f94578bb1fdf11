import PropertyList

/// Writes an object graph in the NSKeyedArchiver format: a property list whose `$objects` array
/// holds every object once, with `CF$UID` references between them.
///
/// It follows what Apple's archiver does, not swift-corelibs-foundation where they differ:
/// objects are de-duplicated by identity (equal but distinct objects are written separately), an
/// object's UID is reserved before its `encode(with:)` runs, its class dictionary is added after its
/// fields, and strings, numbers and data are inline scalars in `$objects`.
///
/// Scalars have no identity in Swift, so Kiln decides as Apple's tagged pointers do: integer and
/// boolean numbers are written once per value (small `NSNumber`s are the same object on Apple's
/// platforms); every string, real and data is a new entry each time it is encoded (a Swift
/// `String` bridges to a new `NSString` at each call).
///
/// ```swift
/// let archiver = KeyedArchiver()
/// try archiver.encode(.object(items), forKey: "root")
/// archiver.finishEncoding()
/// let bytes = archiver.encodedData            // bplist00
/// ```
public final class KeyedArchiver {
    /// The format ``encodedData`` is written in (`.binary` like `NSKeyedArchiver`'s default).
    public var outputFormat: PropertyListFormat
    /// When set, encoding an object whose class does not support secure coding fails, as
    /// `NSKeyedArchiver(requiringSecureCoding: true)` does.
    public var requiresSecureCoding: Bool

    /// One `$objects` entry, in 16 bytes: strings, other scalars and class dictionaries are kept
    /// aside. Objects keep their fields in `fields`, contiguously, `$class` last.
    enum Entry {
        /// An index into `entryStrings` (0 is `$null`, also the placeholder of a reserved UID).
        case string(Int)
        case integer(Int64)
        case bool(Bool)
        /// Any other scalar: an index into `entryValues`.
        case value(Int)
        case object(fieldStart: Int, fieldCount: Int32)
        /// An index into `classDictionaries`.
        case classDictionary(Int)
    }

    /// A field of an object or of `$top`, in 24 bytes (an archive of a million objects has
    /// millions): a key (an index into `keyNames`) and its value, numbers held in place, any other
    /// inline value in `inlineValues`.
    struct Field {
        enum Kind: UInt8 { case reference, references, integer, bool, real, float32, other }
        var key: Int32
        var kind: Kind
        /// `.references`: how many.
        var count: Int32 = 0
        /// `.reference`: the UID; `.references`: where they start in `uidLists`; numbers: their
        /// bits; `.other`: an index into `inlineValues`.
        var payload: Int
    }

    enum FieldValue {
        case reference(Int)
        /// An array of references (`NS.objects`), `uidLists[start..<start+count]`.
        case references(start: Int, count: Int)
        case inline(PropertyList)
    }

    @exclusivity(unchecked) private(set) var entries: [Entry] = [.string(0)]
    @exclusivity(unchecked) private(set) var entryStrings: [String] = ["$null"]
    @exclusivity(unchecked) private(set) var entryValues: [PropertyList] = []
    private(set) var classDictionaries: [(name: String, classes: [String]?)] = []
    /// The fields of finished objects.
    @exclusivity(unchecked) private(set) var fields: [Field] = []
    @exclusivity(unchecked) private(set) var uidLists: [Int] = []
    /// Inline values other than numbers (strings, data, arrays and dictionaries of generic objects).
    @exclusivity(unchecked) private(set) var inlineValues: [PropertyList] = []
    /// Interned keys: each distinct key string once.
    @exclusivity(unchecked) private(set) var keyNames: [String] = []
    @exclusivity(unchecked) private var keyIndexByName: [String: Int] = [:]
    private var classKey: Int32 = 0

    @exclusivity(unchecked) private var uidByObject = ObjectUIDTable()
    /// Keeps every encoded object alive until the end, so an `ObjectIdentifier` is never reused.
    @exclusivity(unchecked) private var encodedObjects: [AnyObject] = []
    @exclusivity(unchecked) private var uidByInteger: [Int64: Int] = [:]
    private var uidByBool: [Bool: Int] = [:]
    @exclusivity(unchecked) private var uidByClassName: [String: Int] = [:]
    /// The class UID last used, by the class's first name: most archives repeat one class.
    @exclusivity(unchecked) private var lastClass: (name: String, uid: Int)?
    private var classNameMap: [String: String] = [:]

    /// Fields of the objects being encoded, stacked: each open object owns the tail from its
    /// `start`, so a child's fields sit above its parent's until the child is finished.
    @exclusivity(unchecked) private var openFields: [Field] = []
    @exclusivity(unchecked) private var openContainers: [OpenContainer] = [OpenContainer(uid: nil, start: 0)]
    // The hot tables are exempt from dynamic exclusivity checks: an archiver is used from one
    // thread and never hands out access to them, and the checks cost a third of encoding time.
    /// `$top`'s fields, once finished.
    private(set) var topFields: [Field] = []
    /// References written by `encodeConditionalObject` to an object not encoded yet.
    private var conditionalReferences: [ConditionalReference] = []
    private var isFinished = false

    private struct OpenContainer {
        /// The `$objects` index of the object, or nil for `$top`.
        let uid: Int?
        let start: Int
        var genericKeyCount = 0
    }

    private struct ConditionalReference {
        let container: Int?
        let key: Int32
        let object: ObjectIdentifier
    }

    public init(outputFormat: PropertyListFormat = .binary, requiresSecureCoding: Bool = false) {
        self.outputFormat = outputFormat
        self.requiresSecureCoding = requiresSecureCoding
        classKey = internKey("$class")
    }

    /// Archives `rootObject` under the key `root`, as `NSKeyedArchiver.archivedData(withRootObject:)`.
    public static func archivedData(
        withRootObject rootObject: ArchiveValue, format: PropertyListFormat = .binary,
        requiringSecureCoding: Bool = false
    ) throws -> [UInt8] {
        let archiver = KeyedArchiver(outputFormat: format, requiresSecureCoding: requiringSecureCoding)
        try archiver.encode(rootObject, forKey: "root")
        archiver.finishEncoding()
        return archiver.encodedData
    }

    // MARK: Class names

    /// Writes `codedName` as the `$classname` of every object whose class is `className` (the first
    /// entry of its ``KeyedArchiving/archiveClassChain``), with no `$classes`, as
    /// `setClassName(_:for:)` does. `nil` removes the mapping.
    public func setClassName(_ codedName: String?, for className: String) {
        classNameMap[className] = codedName
        lastClass = nil
    }

    /// The name objects of `className` are written under, if one was set.
    public func className(for className: String) -> String? { classNameMap[className] }

    // MARK: Objects

    /// Encodes `value` and stores a reference to it under `key` (`encodeObject(_:forKey:)`).
    public func encode(_ value: ArchiveValue, forKey key: String) throws {
        let reference = try encodeReference(value)
        set(.reference(reference), forKey: internKey(escaped: key))
    }

    /// Encodes `object` (or nil) under `key`.
    public func encode(_ object: (any KeyedArchiving)?, forKey key: String) throws {
        try encode(object.map { .object($0) } ?? .null, forKey: key)
    }

    /// Encodes `value` under the next generic key (`$0`, `$1`, … per object), as keyless
    /// `encodeObject:` does. ``KeyedUnarchiver/decodeObject()`` reads them back in order.
    public func encode(_ value: ArchiveValue) throws {
        let key = internKey("$\(openContainers[openContainers.count - 1].genericKeyCount)")
        openContainers[openContainers.count - 1].genericKeyCount += 1
        let reference = try encodeReference(value)
        set(.reference(reference), forKey: key)
    }

    /// Stores a reference to `object` only if the object is also encoded unconditionally somewhere
    /// in the archive; otherwise the key holds nil (UID 0), as Apple documents
    /// `encodeConditionalObject(_:forKey:)`. The reference is resolved when the archive is finished,
    /// so an unconditional encode that comes later still counts.
    public func encodeConditionalObject(_ object: (any KeyedArchiving)?, forKey key: String) {
        encodeConditionalObject(object, rawKey: internKey(escaped: key))
    }

    /// `encodeConditionalObject(_:)` without a key: under the next generic key (`$0`, `$1`, …).
    public func encodeConditionalObject(_ object: (any KeyedArchiving)?) {
        let key = internKey("$\(openContainers[openContainers.count - 1].genericKeyCount)")
        openContainers[openContainers.count - 1].genericKeyCount += 1
        encodeConditionalObject(object, rawKey: key)
    }

    private func encodeConditionalObject(_ object: (any KeyedArchiving)?, rawKey key: Int32) {
        guard let object else {
            set(.reference(0), forKey: key)
            return
        }
        let identifier = ObjectIdentifier(object)
        if let uid = uidByObject[identifier] {
            set(.reference(uid), forKey: key)
        } else {
            set(.reference(0), forKey: key)
            conditionalReferences.append(
                ConditionalReference(container: openContainers[openContainers.count - 1].uid, key: key, object: identifier))
        }
    }

    /// Encodes the values and stores an array of their references under `key`, the layout of
    /// `NS.objects` and `NS.keys` in Foundation's collections.
    public func encodeArrayOfObjects(_ values: [ArchiveValue], forKey key: String) throws {
        if values.count > 1024 {
            // A large collection: make room for its members (and a field or two each) at once.
            uidByObject.reserveCapacity(uidByObject.count + values.count)
            entries.reserveCapacity(entries.count + 2 * values.count)
            fields.reserveCapacity(fields.count + 4 * values.count)
            encodedObjects.reserveCapacity(encodedObjects.count + values.count)
        }
        var references: [Int] = []
        references.reserveCapacity(values.count)
        for value in values { references.append(try encodeReference(value)) }
        let start = uidLists.count
        uidLists.append(contentsOf: references)
        set(.references(start: start, count: references.count), forKey: internKey(escaped: key))
    }

    // MARK: Inline values

    /// `encodeBool(_:forKey:)`: stored inline in the object's dictionary.
    public func encode(_ value: Bool, forKey key: String) {
        set(.inline(.bool(value)), forKey: internKey(escaped: key))
    }

    /// `encodeInteger(_:forKey:)`: stored inline.
    public func encode(_ value: Int, forKey key: String) {
        set(.inline(.integer(Int64(value))), forKey: internKey(escaped: key))
    }

    /// `encodeInt32(_:forKey:)`: stored inline.
    public func encode(_ value: Int32, forKey key: String) {
        set(.inline(.integer(Int64(value))), forKey: internKey(escaped: key))
    }

    /// `encodeInt64(_:forKey:)`: stored inline.
    public func encode(_ value: Int64, forKey key: String) {
        set(.inline(.integer(value)), forKey: internKey(escaped: key))
    }

    /// `encodeDouble(_:forKey:)`: stored inline as a 64-bit real.
    public func encode(_ value: Double, forKey key: String) {
        set(.inline(.real(value)), forKey: internKey(escaped: key))
    }

    /// `encodeFloat(_:forKey:)`: stored inline as a 32-bit real.
    public func encode(_ value: Float, forKey key: String) {
        set(.inline(.float32(value)), forKey: internKey(escaped: key))
    }

    /// `encodeBytes(_:length:forKey:)`: stored inline as data.
    public func encodeBytes(_ bytes: [UInt8], forKey key: String) {
        set(.inline(.data(bytes)), forKey: internKey(escaped: key))
    }

    /// Stores a property-list value under a key exactly as given (no `$` escaping): how a generic
    /// object re-encodes the fields it read, unchanged.
    func encodeRaw(_ value: PropertyList, forKey rawKey: String) {
        set(.inline(value), forKey: internKey(rawKey))
    }

    /// Stores a reference under a key exactly as given (no `$` escaping).
    package func encodeRawReference(_ value: ArchiveValue, forKey rawKey: String) throws {
        let reference = try encodeReference(value)
        set(.reference(reference), forKey: internKey(rawKey))
    }

    /// Encodes `value` and returns its UID, for a field a generic object re-encodes.
    func encodeReference(_ value: ArchiveValue) throws -> Int {
        switch value {
        case .null:
            return 0
        case .string(let string):
            entryStrings.append(string)
            return append(.string(entryStrings.count - 1))
        case .integer(let integer):
            if let uid = uidByInteger[integer] { return uid }
            let uid = append(.integer(integer))
            uidByInteger[integer] = uid
            return uid
        case .unsignedInteger(let integer):
            return appendValue(.unsignedInteger(integer))
        case .real(let real):
            return appendValue(.real(real))
        case .float(let float):
            return appendValue(.float32(float))
        case .bool(let bool):
            if let uid = uidByBool[bool] { return uid }
            let uid = append(.bool(bool))
            uidByBool[bool] = uid
            return uid
        case .data(let bytes):
            return appendValue(.data(bytes))
        case .object(let object):
            return try encodeObject(object)
        }
    }

    // MARK: Finishing

    /// Closes the archive: resolves conditional references and closes `$top`. Encoding afterwards
    /// has no effect.
    public func finishEncoding() {
        guard !isFinished else { return }
        topFields = Array(openFields[openContainers[0].start...])
        openFields = []
        for reference in conditionalReferences {
            guard let uid = uidByObject[reference.object] else { continue }
            if let owner = reference.container {
                guard case .object(let start, let count) = entries[owner] else { continue }
                for index in start..<start + Int(count) where fields[index].key == reference.key {
                    fields[index] = Field(key: fields[index].key, kind: .reference, payload: uid)
                }
            } else {
                for index in topFields.indices where topFields[index].key == reference.key {
                    topFields[index] = Field(key: topFields[index].key, kind: .reference, payload: uid)
                }
            }
        }
        isFinished = true
        encodedObjects = []
        uidByObject = ObjectUIDTable()
    }

    /// The archive as a property list (finishes encoding if needed): `$version`, `$archiver`,
    /// `$top`, `$objects`, in that order.
    public var propertyList: PropertyList {
        finishEncoding()
        var objects: [PropertyList] = []
        objects.reserveCapacity(entries.count)
        for entry in entries {
            switch entry {
            case .string(let index): objects.append(.string(entryStrings[index]))
            case .integer(let integer): objects.append(.integer(integer))
            case .bool(let bool): objects.append(.bool(bool))
            case .value(let index): objects.append(entryValues[index])
            case .object(let start, let count):
                objects.append(.dictionary(dictionary(fields[start..<start + Int(count)])))
            case .classDictionary(let index):
                let (name, classes) = classDictionaries[index]
                var classDictionary: PropertyListDictionary = ["$classname": .string(name)]
                if let classes { classDictionary["$classes"] = .array(classes.map { .string($0) }) }
                objects.append(.dictionary(classDictionary))
            }
        }
        var archive = PropertyListDictionary()
        archive["$version"] = .integer(100000)
        archive["$archiver"] = .string("NSKeyedArchiver")
        archive["$top"] = .dictionary(dictionary(topFields[...]))
        archive["$objects"] = .array(objects)
        return .dictionary(archive)
    }

    /// The archive's bytes in ``outputFormat`` (finishes encoding if needed). The binary form is
    /// written straight from the archiver's tables, laid out as CoreFoundation's writer does.
    public var encodedData: [UInt8] {
        finishEncoding()
        switch outputFormat {
        case .binary: return ArchiveBinaryWriter.write(self)
        case .xml: return propertyList.encoded(as: .xml)
        }
    }

    // MARK: Internals

    private func dictionary(_ slice: ArraySlice<Field>) -> PropertyListDictionary {
        var dictionary = PropertyListDictionary()
        for field in slice {
            let value: PropertyList
            switch field.kind {
            case .reference: value = .uid(UInt64(field.payload))
            case .references:
                value = .array(uidLists[field.payload..<field.payload + Int(field.count)].map { .uid(UInt64($0)) })
            default: value = inlineValue(of: field)
            }
            dictionary[keyNames[Int(field.key)]] = value
        }
        return dictionary
    }

    /// The index of `key` in `keyNames`, adding it the first time.
    private func internKey(_ key: String) -> Int32 {
        // Most archives use a handful of keys: comparing short strings beats hashing them.
        for index in keyNames.indices.prefix(16) where keyNames[index] == key { return Int32(index) }
        if let index = keyIndexByName[key] { return Int32(index) }
        keyNames.append(key)
        keyIndexByName[key] = keyNames.count - 1
        return Int32(keyNames.count - 1)
    }

    /// The inline value a number or `.other` field holds.
    func inlineValue(of field: Field) -> PropertyList {
        switch field.kind {
        case .integer: return .integer(Int64(truncatingIfNeeded: field.payload))
        case .bool: return .bool(field.payload != 0)
        case .real: return .real(Double(bitPattern: UInt64(truncatingIfNeeded: field.payload)))
        case .float32: return .float32(Float(bitPattern: UInt32(truncatingIfNeeded: field.payload)))
        case .other: return inlineValues[field.payload]
        case .reference, .references: return .uid(UInt64(field.payload))
        }
    }

    /// A user key, `$`-escaped as Apple's archiver does (`$foo` is stored as `$$foo`).
    private func internKey(escaped key: String) -> Int32 {
        key.utf8.first == UInt8(ascii: "$") ? internKey("$" + key) : internKey(key)
    }

    private func set(_ value: FieldValue, forKey key: Int32) {
        guard !isFinished else { return }
        let field: Field
        switch value {
        case .reference(let uid): field = Field(key: key, kind: .reference, payload: uid)
        case .references(let start, let count): field = Field(key: key, kind: .references, count: Int32(count), payload: start)
        case .inline(.integer(let integer)): field = Field(key: key, kind: .integer, payload: Int(truncatingIfNeeded: integer))
        case .inline(.bool(let bool)): field = Field(key: key, kind: .bool, payload: bool ? 1 : 0)
        case .inline(.real(let real)): field = Field(key: key, kind: .real, payload: Int(truncatingIfNeeded: real.bitPattern))
        case .inline(.float32(let real)): field = Field(key: key, kind: .float32, payload: Int(real.bitPattern))
        case .inline(let other):
            inlineValues.append(other)
            field = Field(key: key, kind: .other, payload: inlineValues.count - 1)
        }
        // A repeated key: the last value wins, in the first one's place (Apple logs a warning).
        var index = openContainers[openContainers.count - 1].start
        while index < openFields.count {
            if openFields[index].key == key {
                openFields[index] = field
                return
            }
            index += 1
        }
        openFields.append(field)
    }

    private func append(_ entry: Entry) -> Int {
        entries.append(entry)
        return entries.count - 1
    }

    private func appendValue(_ value: PropertyList) -> Int {
        entryValues.append(value)
        return append(.value(entryValues.count - 1))
    }

    private func encodeObject(_ object: any KeyedArchiving) throws -> Int {
        let identifier = ObjectIdentifier(object)
        // The UID is reserved before the fields are encoded, so children come after their parent
        // and a child that refers back to it finds it. One hash lookup both finds an object
        // already encoded and reserves the next UID for a new one.
        if requiresSecureCoding && !object.supportsSecureCoding && uidByObject[identifier] == nil {
            throw KeyedArchiveError(
                "class \(object.archiveClassChain.first ?? "?") does not adopt secure coding, which this archiver requires")
        }
        let uid = entries.count
        if let existing = uidByObject.uid(for: identifier, insertingIfAbsent: uid) { return existing }
        entries.append(.string(0))
        encodedObjects.append(object)
        let start = openFields.count
        openContainers.append(OpenContainer(uid: uid, start: start))
        do {
            try object.encode(with: self)
        } catch {
            openContainers.removeLast()
            openFields.removeSubrange(start...)
            throw error
        }
        openContainers.removeLast()
        let classUID = try classReference(for: object)
        let fieldStart = fields.count
        fields.append(contentsOf: openFields[start...])
        fields.append(Field(key: classKey, kind: .reference, payload: classUID))
        openFields.removeSubrange(start...)
        entries[uid] = .object(fieldStart: fieldStart, fieldCount: Int32(fields.count - fieldStart))
        return uid
    }

    /// The UID of the object's class dictionary, written the first time the class finishes encoding.
    private func classReference(for object: any KeyedArchiving) throws -> Int {
        let chain = object.archiveClassChain
        guard let first = chain.first else {
            throw KeyedArchiveError("an object of an unnamed class cannot be archived (its class chain is empty)")
        }
        if let lastClass, lastClass.name == first { return lastClass.uid }
        let mapped = classNameMap[first]
        let name = mapped ?? first
        let uid: Int
        if let known = uidByClassName[name] {
            uid = known
        } else {
            let listsClasses = mapped == nil && ((object as? GenericArchivedObject)?.listsClasses ?? true)
            classDictionaries.append((name, listsClasses ? chain : nil))
            uid = append(.classDictionary(classDictionaries.count - 1))
            uidByClassName[name] = uid
        }
        // Generic objects may share a first name yet differ in how they list classes; do not cache them.
        if !(object is GenericArchivedObject) { lastClass = (first, uid) }
        return uid
    }
}
