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

    private var objects: [PropertyList] = [.string("$null")]
    private var uidByObject: [ObjectIdentifier: Int] = [:]
    /// Keeps every encoded object alive until the end, so an `ObjectIdentifier` is never reused.
    private var encodedObjects: [AnyObject] = []
    private var uidByInteger: [Int64: Int] = [:]
    private var uidByBool: [Bool: Int] = [:]
    private var uidByClassName: [String: Int] = [:]
    private var classNameMap: [String: String] = [:]
    /// The dictionaries being filled: `$top` first, then one per object being encoded.
    private var containers: [Container] = [Container(uid: nil)]
    /// References written by `encodeConditionalObject` to an object not encoded yet, patched when
    /// the archive is finished.
    private var conditionalReferences: [ConditionalReference] = []
    private var finishedArchive: PropertyList?

    private struct Container {
        /// The `$objects` index of the object, or nil for `$top`.
        let uid: Int?
        var keys: [String] = []
        var values: [PropertyList] = []
        var genericKeyCount = 0

        init(uid: Int?) { self.uid = uid }

        mutating func set(_ value: PropertyList, forKey key: String) {
            // A repeated key: the last value wins, in the first one's place (Apple logs a warning).
            if let index = keys.firstIndex(of: key) {
                values[index] = value
            } else {
                keys.append(key)
                values.append(value)
            }
        }

        var dictionary: PropertyListDictionary { PropertyListDictionary(zip(keys, values)) }
    }

    private struct ConditionalReference {
        let container: Int?
        let key: String
        let object: ObjectIdentifier
    }

    public init(outputFormat: PropertyListFormat = .binary, requiresSecureCoding: Bool = false) {
        self.outputFormat = outputFormat
        self.requiresSecureCoding = requiresSecureCoding
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
    }

    /// The name objects of `className` are written under, if one was set.
    public func className(for className: String) -> String? { classNameMap[className] }

    // MARK: Objects

    /// Encodes `value` and stores a reference to it under `key` (`encodeObject(_:forKey:)`).
    public func encode(_ value: ArchiveValue, forKey key: String) throws {
        let reference = try encodeReference(value)
        setInCurrentContainer(.uid(UInt64(reference)), forKey: escape(key))
    }

    /// Encodes `object` (or nil) under `key`.
    public func encode(_ object: (any KeyedArchiving)?, forKey key: String) throws {
        try encode(object.map { .object($0) } ?? .null, forKey: key)
    }

    /// Encodes `value` under the next generic key (`$0`, `$1`, … per object), as keyless
    /// `encodeObject:` does. ``KeyedUnarchiver/decodeObject()`` reads them back in order.
    public func encode(_ value: ArchiveValue) throws {
        let key = "$\(containers[containers.count - 1].genericKeyCount)"
        containers[containers.count - 1].genericKeyCount += 1
        let reference = try encodeReference(value)
        setInCurrentContainer(.uid(UInt64(reference)), forKey: key)
    }

    /// Stores a reference to `object` only if the object is also encoded unconditionally somewhere
    /// in the archive; otherwise the key holds nil (UID 0), as Apple documents
    /// `encodeConditionalObject(_:forKey:)`. The reference is resolved when the archive is finished,
    /// so an unconditional encode that comes later still counts.
    public func encodeConditionalObject(_ object: (any KeyedArchiving)?, forKey key: String) {
        let key = escape(key)
        guard let object else {
            setInCurrentContainer(.uid(0), forKey: key)
            return
        }
        let identifier = ObjectIdentifier(object)
        if let uid = uidByObject[identifier] {
            setInCurrentContainer(.uid(UInt64(uid)), forKey: key)
        } else {
            setInCurrentContainer(.uid(0), forKey: key)
            conditionalReferences.append(
                ConditionalReference(container: containers[containers.count - 1].uid, key: key, object: identifier))
        }
    }

    /// Encodes the values and stores an array of their references under `key`, the layout of
    /// `NS.objects` and `NS.keys` in Foundation's collections.
    public func encodeArrayOfObjects(_ values: [ArchiveValue], forKey key: String) throws {
        var references: [PropertyList] = []
        references.reserveCapacity(values.count)
        for value in values {
            references.append(.uid(UInt64(try encodeReference(value))))
        }
        setInCurrentContainer(.array(references), forKey: escape(key))
    }

    // MARK: Inline values

    /// `encodeBool(_:forKey:)`: stored inline in the object's dictionary.
    public func encode(_ value: Bool, forKey key: String) {
        setInCurrentContainer(.bool(value), forKey: escape(key))
    }

    /// `encodeInteger(_:forKey:)`: stored inline.
    public func encode(_ value: Int, forKey key: String) {
        setInCurrentContainer(.integer(Int64(value)), forKey: escape(key))
    }

    /// `encodeInt32(_:forKey:)`: stored inline.
    public func encode(_ value: Int32, forKey key: String) {
        setInCurrentContainer(.integer(Int64(value)), forKey: escape(key))
    }

    /// `encodeInt64(_:forKey:)`: stored inline.
    public func encode(_ value: Int64, forKey key: String) {
        setInCurrentContainer(.integer(value), forKey: escape(key))
    }

    /// `encodeDouble(_:forKey:)`: stored inline as a 64-bit real.
    public func encode(_ value: Double, forKey key: String) {
        setInCurrentContainer(.real(value), forKey: escape(key))
    }

    /// `encodeFloat(_:forKey:)`: stored inline as a 32-bit real.
    public func encode(_ value: Float, forKey key: String) {
        setInCurrentContainer(.float32(value), forKey: escape(key))
    }

    /// `encodeBytes(_:length:forKey:)`: stored inline as data.
    public func encodeBytes(_ bytes: [UInt8], forKey key: String) {
        setInCurrentContainer(.data(bytes), forKey: escape(key))
    }

    /// Stores a property-list value under a key exactly as given (no `$` escaping): how a generic
    /// object re-encodes the fields it read, unchanged.
    func encodeRaw(_ value: PropertyList, forKey rawKey: String) {
        setInCurrentContainer(value, forKey: rawKey)
    }

    /// Encodes `value` and returns its UID, for a field a generic object re-encodes.
    func encodeReference(_ value: ArchiveValue) throws -> Int {
        switch value {
        case .null:
            return 0
        case .string(let string):
            return append(.string(string))
        case .integer(let integer):
            if let uid = uidByInteger[integer] { return uid }
            let uid = append(.integer(integer))
            uidByInteger[integer] = uid
            return uid
        case .unsignedInteger(let integer):
            return append(.unsignedInteger(integer))
        case .real(let real):
            return append(.real(real))
        case .float(let float):
            return append(.float32(float))
        case .bool(let bool):
            if let uid = uidByBool[bool] { return uid }
            let uid = append(.bool(bool))
            uidByBool[bool] = uid
            return uid
        case .data(let bytes):
            return append(.data(bytes))
        case .object(let object):
            return try encodeObject(object)
        }
    }

    // MARK: Finishing

    /// Closes the archive: resolves conditional references and builds the top-level dictionary
    /// (`$version`, `$archiver`, `$top`, `$objects`). Encoding afterwards has no effect.
    public func finishEncoding() {
        guard finishedArchive == nil else { return }
        for reference in conditionalReferences {
            guard let uid = uidByObject[reference.object] else { continue }
            if let owner = reference.container {
                guard case .dictionary(var fields) = objects[owner] else { continue }
                fields[reference.key] = .uid(UInt64(uid))
                objects[owner] = .dictionary(fields)
            } else {
                containers[0].set(.uid(UInt64(uid)), forKey: reference.key)
            }
        }
        var archive = PropertyListDictionary()
        archive["$version"] = .integer(100000)
        archive["$archiver"] = .string("NSKeyedArchiver")
        archive["$top"] = .dictionary(containers[0].dictionary)
        archive["$objects"] = .array(objects)
        finishedArchive = .dictionary(archive)
        objects = []
        encodedObjects = []
    }

    /// The archive as a property list (finishes encoding if needed).
    public var propertyList: PropertyList {
        finishEncoding()
        return finishedArchive ?? .dictionary([:])
    }

    /// The archive's bytes in ``outputFormat`` (finishes encoding if needed).
    public var encodedData: [UInt8] {
        propertyList.encoded(as: outputFormat)
    }

    // MARK: Internals

    private func escape(_ key: String) -> String {
        key.hasPrefix("$") ? "$" + key : key
    }

    private func setInCurrentContainer(_ value: PropertyList, forKey key: String) {
        guard finishedArchive == nil else { return }
        containers[containers.count - 1].set(value, forKey: key)
    }

    private func append(_ scalar: PropertyList) -> Int {
        objects.append(scalar)
        return objects.count - 1
    }

    private func encodeObject(_ object: any KeyedArchiving) throws -> Int {
        let identifier = ObjectIdentifier(object)
        if let uid = uidByObject[identifier] { return uid }
        let chain = object.archiveClassChain
        guard let className = chain.first else {
            throw KeyedArchiveError("an object of an unnamed class cannot be archived (its class chain is empty)")
        }
        if requiresSecureCoding && !object.supportsSecureCoding {
            throw KeyedArchiveError(
                "class \(className) does not adopt secure coding, which this archiver requires")
        }
        // The UID is reserved before the fields are encoded, so children come after their parent
        // and a child that refers back to it finds it.
        let uid = append(.string("$null"))
        uidByObject[identifier] = uid
        encodedObjects.append(object)
        containers.append(Container(uid: uid))
        do {
            try object.encode(with: self)
        } catch {
            containers.removeLast()
            throw error
        }
        var container = containers.removeLast()
        let listsClasses = (object as? GenericArchivedObject)?.listsClasses ?? true
        container.set(.uid(UInt64(classReference(for: chain, listsClasses: listsClasses))), forKey: "$class")
        objects[uid] = .dictionary(container.dictionary)
        return uid
    }

    /// The UID of the class dictionary, written the first time a class finishes encoding.
    private func classReference(for chain: [String], listsClasses: Bool) -> Int {
        let mapped = classNameMap[chain[0]]
        let name = mapped ?? chain[0]
        if let uid = uidByClassName[name] { return uid }
        var classDictionary: PropertyListDictionary = ["$classname": .string(name)]
        if mapped == nil && listsClasses {
            classDictionary["$classes"] = .array(chain.map { .string($0) })
        }
        let uid = append(.dictionary(classDictionary))
        uidByClassName[name] = uid
        return uid
    }
}
