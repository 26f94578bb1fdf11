import PropertyList

/// Reads an NSKeyedArchiver-format archive back into objects.
///
/// A binary archive is read in place through `BinaryPropertyList`: only the objects that are
/// decoded are ever parsed. An XML archive is read into a property-list tree first.
///
/// Classes are found by name: first the names given with ``setClass(_:forClassName:)``, then the
/// registered classes (Kiln's models of Foundation's classes are registered from the start). An
/// object whose class is unknown decodes as the first known class of its `$classes` chain, as
/// Apple's unarchiver does for a subclass it cannot load; with no known class at all it becomes a
/// ``GenericArchivedObject`` holding its class chain and raw fields (unless
/// ``decodesUnknownClassesGenerically`` is off, when it fails as Apple's does).
///
/// ```swift
/// let unarchiver = try KeyedUnarchiver(bytes: bytes)
/// unarchiver.register(ArchiveClass(name: "Checklists.ChecklistItem") { ChecklistItem() })
/// let items = try unarchiver.decodeObject(forKey: "root")
/// ```
public final class KeyedUnarchiver {
    /// When set, objects may only be decoded with ``decodeObject(of:forKey:)`` and only of the
    /// classes it allows, as `NSKeyedUnarchiver.requiresSecureCoding`.
    public var requiresSecureCoding = false
    /// Whether an object of a class that is not registered becomes a ``GenericArchivedObject``
    /// (the default) or fails with Apple's "cannot decode object of class" error.
    public var decodesUnknownClassesGenerically = true
    /// Nesting limit of objects being decoded, so a hostile archive cannot exhaust the stack.
    public var maximumDepth = 512

    // The hot tables are exempt from dynamic exclusivity checks: an unarchiver is used from one
    // thread and never hands out access to them.
    private let table: ArchiveObjectTable
    private var classes: [String: ArchiveClass] = [:]
    private var classMap: [String: ArchiveClass] = [:]
    /// Objects already decoded (or being decoded), by UID.
    @exclusivity(unchecked) private var decoded: [AnyObject?]
    /// Resolved class dictionaries, by the UID of the class dictionary.
    @exclusivity(unchecked) private var classInfoCache: [Int: ClassInfo] = [:]
    /// The class each class dictionary decodes as (nil: a generic object), by its UID; cleared
    /// when classes are registered or mapped.
    @exclusivity(unchecked) private var resolvedClasses: [Int: ArchiveClass?] = [:]
    /// The class dictionary met last and how it resolved: most objects of an archive share a class.
    @exclusivity(unchecked) private var lastClassUID = -1
    /// How to allocate an object of class dictionary `lastClassUID`; nil when it is not a known
    /// class (a generic object) or when decoding is secure.
    @exclusivity(unchecked) private var lastAllocate: (@Sendable () -> any KeyedArchiving)?
    @exclusivity(unchecked) private var containers: [DecodingContainer]
    /// The class names ``decodeObject(of:forKey:)`` allows for the object being decoded and
    /// everything inside it.
    @exclusivity(unchecked) private var allowedClassesStack: [[String]] = []
    /// UIDs of the objects made since the outermost object decode began: if it fails, their
    /// references are dropped, so a half-built cycle does not outlive the error.
    @exclusivity(unchecked) private var madeSinceOutermostDecode: [Int] = []

    private struct DecodingContainer {
        let uid: Int?
        let fields: ArchivedFields
        var genericKeyCount = 0
    }

    struct ClassInfo {
        let name: String
        let chain: [String]
        /// Whether the class dictionary lists `$classes` (not when the archiver mapped the name).
        let listsClasses: Bool
    }

    /// Opens an archive from its bytes (binary or XML).
    public convenience init(bytes: [UInt8]) throws {
        try self.init(table: ArchiveObjectTable(bytes: bytes))
    }

    /// Opens an archive that is already a property-list tree.
    public convenience init(propertyList: PropertyList) throws {
        try self.init(table: ArchiveObjectTable(propertyList: propertyList))
    }

    init(table: ArchiveObjectTable) throws {
        self.table = table
        self.decoded = Array(repeating: nil, count: table.count)
        self.containers = [DecodingContainer(uid: nil, fields: table.top)]
        self.currentFields = table.top
        for model in FoundationModels.classes { classes[model.name] = model }
    }

    /// Decodes the object under `root` of a binary or XML archive, as
    /// `NSKeyedUnarchiver.unarchiveTopLevelObjectWithData(_:)`, knowing the given classes besides
    /// Foundation's.
    public static func unarchivedObject(from bytes: [UInt8], classes: [ArchiveClass] = []) throws -> ArchiveValue {
        let unarchiver = try KeyedUnarchiver(bytes: bytes)
        for archiveClass in classes { unarchiver.register(archiveClass) }
        return try unarchiver.decodeRootObject()
    }

    /// Decodes the object under `root` with secure coding: it and everything in it must be of one of
    /// `allowedClasses` (class names; `NSString`, `NSNumber`, `NSData` for the inline scalars), as
    /// `NSKeyedUnarchiver.unarchivedObject(ofClasses:from:)`.
    public static func unarchivedObject(
        ofClasses allowedClasses: [String], from bytes: [UInt8], classes: [ArchiveClass] = []
    ) throws -> ArchiveValue {
        let unarchiver = try KeyedUnarchiver(bytes: bytes)
        unarchiver.requiresSecureCoding = true
        for archiveClass in classes { unarchiver.register(archiveClass) }
        return try unarchiver.decodeObject(of: allowedClasses, forKey: "root")
    }

    // MARK: Classes

    /// Makes `archiveClass` known under its name (how `NSKeyedUnarchiver` finds a linked class).
    public func register(_ archiveClass: ArchiveClass) {
        classes[archiveClass.name] = archiveClass
        resolvedClasses = [:]
        lastAllocate = nil
    }

    /// Decodes objects archived under `className` as `archiveClass`, whatever their chain says, as
    /// `setClass(_:forClassName:)`. `nil` removes the mapping.
    public func setClass(_ archiveClass: ArchiveClass?, forClassName className: String) {
        classMap[className] = archiveClass
        resolvedClasses = [:]
        lastAllocate = nil
    }

    /// The class objects archived under `className` decode as, if one was set.
    public func `class`(forClassName className: String) -> ArchiveClass? { classMap[className] }

    // MARK: Objects

    /// The object under `root` in `$top`; fails with "no root object" when there is none.
    public func decodeRootObject() throws -> ArchiveValue {
        guard containers.count == 1, table.contains("root", in: table.top) else {
            let keys = (try? table.keys(of: table.top)) ?? []
            throw KeyedArchiveError("no root object: the archive's $top has no \"root\" key (its keys: \(keys.joined(separator: ", ")))")
        }
        if requiresSecureCoding {
            throw KeyedArchiveError(
                "this unarchiver requires secure coding: decode the root with decodeObject(of:forKey:) and the classes you expect")
        }
        return try decodeObject(forKey: "root")
    }

    /// Decodes the object stored under `key` (`decodeObject(forKey:)`); nil when the key is absent,
    /// as on Apple's platforms.
    public func decodeObject(forKey key: String) throws -> ArchiveValue {
        if requiresSecureCoding && allowedClassesStack.isEmpty {
            throw KeyedArchiveError(
                "decodeObject(forKey: \"\(key)\") is not allowed when secure coding is required; use decodeObject(of:forKey:)",
                objectIndex: containers[containers.count - 1].uid)
        }
        guard let field = try table.field(forKey: escape(key), in: currentFields) else { return .null }
        return try decode(field, key: key)
    }

    /// Decodes the object under `key` only if it (and everything inside it) is one of
    /// `allowedClasses`, as `decodeObject(of:forKey:)`. A class is allowed when it or one of its
    /// superclasses is listed.
    public func decodeObject(of allowedClasses: [String], forKey key: String) throws -> ArchiveValue {
        guard let field = try table.field(forKey: escape(key), in: currentFields) else { return .null }
        allowedClassesStack.append(allowedClasses)
        defer { allowedClassesStack.removeLast() }
        return try decode(field, key: key)
    }

    /// Decodes the next object stored under a generic key (`$0`, `$1`, …), as keyless
    /// `decodeObject()` does.
    public func decodeObject() throws -> ArchiveValue {
        let key = "$\(containers[containers.count - 1].genericKeyCount)"
        containers[containers.count - 1].genericKeyCount += 1
        guard let field = try table.field(forKey: key, in: currentFields) else { return .null }
        return try decode(field, key: key)
    }

    /// Decodes an array of references stored under `key` (`NS.objects`, `NS.keys`); nil when the
    /// key is absent.
    public func decodeArrayOfObjects(forKey key: String) throws -> [ArchiveValue]? {
        guard let elements = try table.arrayElements(forKey: escape(key), in: currentFields) else { return nil }
        var values: [ArchiveValue] = []
        values.reserveCapacity(elements.count)
        for index in 0..<elements.count { values.append(try decode(try table.field(at: index, of: elements), key: key)) }
        return values
    }

    /// Whether the object being decoded has a value for `key`.
    /// Whether the key the last `decodeBool`, `decodeInt…`, `decodeFloat` or `decodeDouble`
    /// read was in the object (what `containsValue(forKey:)` of it says), known without a
    /// second lookup: a 0 or false decoded may be a missing key.
    public private(set) var lastScalarKeyWasPresent = false

    public func containsValue(forKey key: String) -> Bool {
        table.contains(escape(key), in: currentFields)
    }

    /// The keys the object being decoded was encoded with (its class entry left out), in the
    /// archive's order.
    public func keysOfCurrentObject() throws -> [String] {
        try table.keys(of: currentFields).compactMap { key in
            if key == "$class" { return nil }
            return key.hasPrefix("$$") ? String(key.dropFirst()) : key
        }
    }

    // MARK: Inline values

    /// `decodeBool(forKey:)`: false when absent.
    public func decodeBool(forKey key: String) throws -> Bool {
        switch try inlineValue(forKey: key) {
        case nil: return false
        case .bool(let value)?: return value
        case .integer(let value)?: return value != 0
        case .unsignedInteger(let value)?: return value != 0
        case .real(let value)?: return value != 0
        case .float32(let value)?: return value != 0
        case let other?: throw typeMismatch(key, other, expected: "a boolean")
        }
    }

    /// `decodeInteger(forKey:)`: 0 when absent.
    public func decodeInteger(forKey key: String) throws -> Int {
        Int(try decodeInt64(forKey: key))
    }

    /// `decodeInt32(forKey:)`: 0 when absent; fails when the value does not fit.
    public func decodeInt32(forKey key: String) throws -> Int32 {
        let value = try decodeInt64(forKey: key)
        guard let narrow = Int32(exactly: value) else {
            throw KeyedArchiveError(
                "value (\(value)) for key (\(key)) is too large to fit in a 32-bit integer",
                objectIndex: containers[containers.count - 1].uid)
        }
        return narrow
    }

    /// `decodeInt64(forKey:)`: 0 when absent; reals are truncated as `NSNumber.int64Value` does.
    public func decodeInt64(forKey key: String) throws -> Int64 {
        switch try inlineValue(forKey: key) {
        case nil: return 0
        case .integer(let value)?: return value
        case .unsignedInteger(let value)?: return Int64(truncatingIfNeeded: value)
        case .bool(let value)?: return value ? 1 : 0
        case .real(let value)? where value.isFinite && abs(value) < 9.2e18: return Int64(value)
        case .float32(let value)? where value.isFinite && abs(value) < 9.2e18: return Int64(value)
        case let other?: throw typeMismatch(key, other, expected: "an integer")
        }
    }

    /// `decodeDouble(forKey:)`: 0 when absent.
    public func decodeDouble(forKey key: String) throws -> Double {
        switch try inlineValue(forKey: key) {
        case nil: return 0
        case .real(let value)?: return value
        case .float32(let value)?: return Double(value)
        case .integer(let value)?: return Double(value)
        case .unsignedInteger(let value)?: return Double(value)
        case .bool(let value)?: return value ? 1 : 0
        case let other?: throw typeMismatch(key, other, expected: "a real number")
        }
    }

    /// `decodeFloat(forKey:)`: 0 when absent.
    public func decodeFloat(forKey key: String) throws -> Float {
        Float(try decodeDouble(forKey: key))
    }

    /// `decodeBytes(forKey:)`: the inline data under `key`, nil when absent.
    public func decodeBytes(forKey key: String) throws -> [UInt8]? {
        switch try inlineValue(forKey: key) {
        case nil: return nil
        case .data(let bytes)?: return bytes
        case let other?: throw typeMismatch(key, other, expected: "data")
        }
    }

    // MARK: Raw access, for generic objects and inspection

    /// The class of the object being decoded, as its class dictionary names it.
    var currentClassInfo: ClassInfo? {
        guard case .reference(let classUID)? = try? table.field(forKey: "$class", in: currentFields) else { return nil }
        return classInfoCache[classUID]
    }

    /// Every field of the object being decoded, as stored (keys escaped, `$class` included).
    func currentRawFields() throws -> [(key: String, field: ArchiveField)] {
        try table.allFields(of: currentFields)
    }

    /// Decodes a raw field of the object being decoded.
    func decodeField(_ field: ArchiveField, key: String) throws -> ArchiveValue {
        try decode(field, key: key)
    }

    // MARK: Internals

    /// The fields of the innermost container, kept apart from `containers` so that reading them
    /// does not copy a container.
    @exclusivity(unchecked) private var currentFields: ArchivedFields

    private func escape(_ key: String) -> String {
        key.utf8.first == UInt8(ascii: "$") ? "$" + key : key
    }

    private func inlineValue(forKey key: String) throws -> PropertyList? {
        let field = try table.field(forKey: escape(key), in: currentFields)
        lastScalarKeyWasPresent = field != nil
        switch field {
        case nil: return nil
        case .inline(let value)?: return value
        case .reference(let uid)?:
            // Apple's typed decodes read an NSNumber that was encoded as an object too.
            if uid == 0 { return nil }
            if case .scalar(let value) = try table.entry(at: uid) { return value }
            throw KeyedArchiveError(
                "the value for key \"\(key)\" is an object (UID \(uid)), not a number",
                objectIndex: containers[containers.count - 1].uid)
        }
    }

    private func typeMismatch(_ key: String, _ value: PropertyList, expected: String) -> KeyedArchiveError {
        KeyedArchiveError(
            "the value for key \"\(key)\" is \(kindName(of: value)), not \(expected)",
            objectIndex: containers[containers.count - 1].uid)
    }

    private func decode(_ field: ArchiveField, key: String) throws -> ArchiveValue {
        switch field {
        case .reference(let uid):
            return try decodeObject(at: uid)
        case .inline(let value):
            // Values stored inline where an object was expected: Apple's unarchiver does not allow
            // this, but reading them as scalars loses nothing.
            return try scalar(value, uid: containers[containers.count - 1].uid)
        }
    }

    private func scalar(_ value: PropertyList, uid: Int?) throws -> ArchiveValue {
        let result: ArchiveValue
        switch value {
        case .string(let string): result = string == "$null" ? .null : .string(string)
        case .integer(let integer): result = .integer(integer)
        case .unsignedInteger(let integer): result = .unsignedInteger(integer)
        case .real(let real): result = .real(real)
        case .float32(let float): result = .float(float)
        case .bool(let bool): result = .bool(bool)
        case .data(let bytes): result = .data(bytes)
        default:
            throw KeyedArchiveError("\(kindName(of: value)) where an object was expected", objectIndex: uid)
        }
        if requiresSecureCoding { try checkAllowed(result.className.map { [$0] } ?? [], uid: uid) }
        return result
    }

    func decodeObject(at uid: Int) throws -> ArchiveValue {
        if uid == 0 { return .null }
        guard uid < table.count else {
            let owner = containers[containers.count - 1].uid
            throw KeyedArchiveError(
                "UID \(uid) out of range (\(table.count) objects)" + (owner == nil ? ", referenced from $top" : ""),
                objectIndex: owner)
        }
        if let existing = decoded[uid] {
            guard let object = existing as? any KeyedArchiving else { return .null }
            if requiresSecureCoding { try checkAllowed(object.archiveClassChain, uid: uid) }
            return .object(object)
        }
        let fields: ArchivedFields
        switch try table.entry(at: uid) {
        case .scalar(let value): return try scalar(value, uid: uid)
        case .fields(let objectFields): fields = objectFields
        }
        guard let classField = try table.field(forKey: "$class", in: fields) else {
            if table.contains("$classname", in: fields) {
                throw KeyedArchiveError("UID \(uid) points at a class dictionary, not an object", objectIndex: uid)
            }
            throw KeyedArchiveError("object \(uid) is a dictionary without $class", objectIndex: uid)
        }
        guard case .reference(let classUID) = classField else {
            throw KeyedArchiveError("object \(uid): $class is not a UID", objectIndex: uid)
        }
        guard containers.count <= maximumDepth else {
            throw KeyedArchiveError("objects nested more than \(maximumDepth) deep", objectIndex: uid)
        }
        let instance: any KeyedArchiving
        if classUID == lastClassUID, !requiresSecureCoding, let allocate = lastAllocate {
            // The class met last, resolved to a known class and allowed: the common case of an
            // archive of many objects of one class.
            instance = allocate()
        } else {
            let info = try classInfo(at: classUID, owner: uid)
            try checkAllowed(info.chain, uid: uid)
            instance = try instantiate(info, classUID: classUID, uid: uid)
            if requiresSecureCoding && !instance.supportsSecureCoding {
                throw KeyedArchiveError(
                    "class '\(info.name)' does not adopt secure coding, which this unarchiver requires", objectIndex: uid)
            }
            // Secure decoding checks every object against the allowed classes of its context,
            // which may change; only plain decoding reuses the last answer.
            lastClassUID = classUID
            lastAllocate = requiresSecureCoding ? nil : resolvedClasses[classUID]??.allocate
        }
        let isOutermost = containers.count == 1
        if isOutermost { madeSinceOutermostDecode.removeAll(keepingCapacity: true) }
        decoded[uid] = instance
        madeSinceOutermostDecode.append(uid)
        containers.append(DecodingContainer(uid: uid, fields: fields))
        currentFields = fields
        defer {
            containers.removeLast()
            currentFields = containers[containers.count - 1].fields
        }
        do {
            try instance.decode(from: self)
        } catch {
            if isOutermost { abandonObjectsMadeSinceOutermostDecode() }
            if let error = error as? KeyedArchiveError, error.objectIndex == nil {
                throw KeyedArchiveError(error.message, objectIndex: uid)
            }
            throw error
        }
        return .object(instance)
    }

    /// After a failed decode, the objects it made are unreachable to the caller but may hold each
    /// other in a cycle (which ARC never frees): drop their references and forget them.
    private func abandonObjectsMadeSinceOutermostDecode() {
        for uid in madeSinceOutermostDecode {
            (decoded[uid] as? any KeyedArchiving)?.releaseArchivedReferences()
            decoded[uid] = nil
        }
        madeSinceOutermostDecode.removeAll()
    }

    private func instantiate(_ info: ClassInfo, classUID: Int, uid: Int) throws -> any KeyedArchiving {
        let resolved: ArchiveClass?
        if let cached = resolvedClasses[classUID] {
            resolved = cached
        } else {
            resolved = resolve(info)
            resolvedClasses[classUID] = .some(resolved)
        }
        if let resolved { return resolved.allocate() }
        if decodesUnknownClassesGenerically {
            return GenericArchivedObject(classChain: info.chain, listsClasses: info.listsClasses)
        }
        throw KeyedArchiveError(
            "cannot decode object of class (\(info.name)): the class is not known to this unarchiver; register it or map its name with setClass(_:forClassName:)",
            objectIndex: uid)
    }

    /// The class objects of `info` decode as: a mapped name first, then the chain, most derived first.
    private func resolve(_ info: ClassInfo) -> ArchiveClass? {
        if let mapped = classMap[info.name] { return mapped }
        for name in info.chain {
            if let mapped = classMap[name] { return mapped }
            if let known = classes[name] { return known }
        }
        return nil
    }

    private func classInfo(at classUID: Int, owner: Int) throws -> ClassInfo {
        if let cached = classInfoCache[classUID] { return cached }
        guard classUID > 0, classUID < table.count else {
            throw KeyedArchiveError("UID \(classUID) out of range (\(table.count) objects)", objectIndex: owner)
        }
        guard case .fields(let fields) = try table.entry(at: classUID) else {
            throw KeyedArchiveError(
                "object \(owner): class reference \(classUID) is not a dictionary", objectIndex: owner)
        }
        guard case .inline(.string(let name))? = try table.field(forKey: "$classname", in: fields) else {
            throw KeyedArchiveError(
                "class dictionary \(classUID): $classname missing or not a string", objectIndex: classUID)
        }
        var chain = [name]
        var listsClasses = false
        switch try table.field(forKey: "$classes", in: fields) {
        case nil: break
        case .inline(.array(let names))?:
            chain = []
            for entry in names {
                guard case .string(let className) = entry else {
                    throw KeyedArchiveError(
                        "class dictionary \(classUID): $classes is not an array of strings", objectIndex: classUID)
                }
                chain.append(className)
            }
            if chain.first != name { chain.insert(name, at: 0) }
            listsClasses = true
        default:
            throw KeyedArchiveError(
                "class dictionary \(classUID): $classes is not an array of strings", objectIndex: classUID)
        }
        let info = ClassInfo(name: name, chain: chain, listsClasses: listsClasses)
        classInfoCache[classUID] = info
        return info
    }

    /// Property-list classes Apple's secure decoding lets through even where the allowed classes
    /// do not name them (with a console warning that this "will be disallowed in the future"), as
    /// corelibs does: the keys and values of `unarchivedObject(ofClass: NSDictionary.self, …)`.
    private static let safePlistClasses: Set<String> = ["NSString", "NSNumber", "NSDate", "NSData", "NSArray", "NSDictionary", "NSNull"]

    private func checkAllowed(_ chain: [String], uid: Int?) throws {
        guard requiresSecureCoding, let allowed = allowedClassesStack.last else { return }
        if allowed.contains("NSObject") || chain.contains(where: allowed.contains) { return }
        if chain.contains(where: Self.safePlistClasses.contains) { return }
        let name = chain.first ?? "?"
        throw KeyedArchiveError(
            "value of class '\(name)' is not among the allowed classes [\(allowed.joined(separator: ", "))]; secure decoding refuses it",
            objectIndex: uid)
    }
}

/// How a property-list value is named in messages: "a string", "an integer", "data", "a UID".
package func kindName(of value: PropertyList) -> String {
    switch value.kind {
    case .bool: return "a boolean"
    case .data: return "data"
    case .uid: return "a UID"
    case let kind: return (kind.rawValue.first.map { "aeiou".contains($0) } ?? false ? "an " : "a ") + kind.rawValue
    }
}
