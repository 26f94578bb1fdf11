// NSKeyedArchiver, NSKeyedUnarchiver and NSCoder: the primitives behind the prelude's classes,
// and bridging between script values and the archive core's values (Swift's String, Int,
// arrays and dictionaries become NSString, NSNumber, NSArray, NSDictionary, as on Apple's platforms).
import KeyedArchive
import KilnScript

/// The archivers and unarchivers a run has open, by the handle the prelude's coder keeps.
final class ArchivingState {
    /// Where each coder class stores `__handle` and `__failedWith` (NSCoder's native methods,
    /// ArchiveCoderMethods.swift): nil where the property is not read as stored.
    var coderFieldSlots: [ObjectIdentifier: (type: TypeInfo, handle: Int?, failedWith: Int?)] = [:]
    /// The coder class asked about last and its slots, read before the table (each `encode` and
    /// `decode…` call asks; a run's coders are of one class or two). The class is held by the table.
    @exclusivity(unchecked) var lastCoderSlots: (type: ObjectIdentifier, handle: Int?, failedWith: Int?)?
    /// The entries found last by handle (entries are never replaced: handles are not reused).
    @exclusivity(unchecked) var lastArchiver: (handle: Int, entry: ArchiverEntry)?
    @exclusivity(unchecked) var lastUnarchiver: (handle: Int, entry: UnarchiverEntry)?
    final class ArchiverEntry {
        let archiver: KeyedArchiver
        let coder: Value
        /// Whether errors are returned (the throwing class methods) rather than stopping the script.
        let throwing: Bool
        var adapters: [ObjectIdentifier: ScriptObjectAdapter] = [:]
        /// What archiving an instance of a script class needs of its class, worked out once per
        /// archiver (the class is held, so its identifier is not reused).
        var classes: [ObjectIdentifier: ArchivedClass] = [:]
        var firstError: String?
        var finished: [UInt8]?
        init(archiver: KeyedArchiver, coder: Value, throwing: Bool) {
            self.archiver = archiver
            self.coder = coder
            self.throwing = throwing
        }
    }

    /// A script class as an archiver writes its instances.
    struct ArchivedClass {
        let type: TypeInfo
        /// Whether its instances are Foundation values (`__kilnPayload()`), NSCoding objects
        /// (`encode(with:)` or Swift 2's `encodeWithCoder(_:)`), or neither.
        let hasPayload: Bool
        let encodes: Bool
        let chain: [String]
        let secure: Bool
    }

    final class UnarchiverEntry {
        let unarchiver: KeyedUnarchiver
        let coder: Value
        /// Whether decoding errors are kept and nil returned (`.setErrorAndReturn`) rather than
        /// stopping the script (`.raiseException`).
        var throwing: Bool
        /// `setClass(_:forClassName:)` on this unarchiver: name → the class as the script wrote it.
        var classValues: [String: Value] = [:]
        /// The first decoding error (NSCoder's `error`), for the throwing API to throw.
        var failure: String?
        init(unarchiver: KeyedUnarchiver, coder: Value, throwing: Bool) {
            self.unarchiver = unarchiver
            self.coder = coder
            self.throwing = throwing
        }
    }

    var archivers: [Int: ArchiverEntry] = [:]
    var unarchivers: [Int: UnarchiverEntry] = [:]
    var nextHandle = 1
    /// `NSKeyedArchiver.setClassName(_:for:)`: archived class name → name written.
    var classNames: [String: String] = [:]
    /// `NSKeyedUnarchiver.setClass(_:forClassName:)`: name in archives → script class.
    var classMap: [String: String] = [:]
    /// `NSKeyedUnarchiver.setClass(_:forClassName:)`: name in archives → the class as the script wrote it.
    var classValues: [String: Value] = [:]

    func reset() {
        archivers = [:]
        unarchivers = [:]
        lastArchiver = nil
        lastUnarchiver = nil
    }
}

/// Apple's error for an archive that cannot be read (`NSCoderReadCorruptError`).
private let coderReadCorrupt = 4864
/// corelibs' error for bytes that are no property list (`NSPropertyListReadCorruptError`).
private let propertyListReadCorrupt = 3840
/// Apple's error for an object that cannot be archived (`NSCoderInvalidValueError`).
private let coderInvalidValue = 4866

extension Bindings {
    func registerArchivingPrimitives(in interpreter: Interpreter) {
        primitive(interpreter, "ArchiverNew", 3) { [unowned self] context, arguments in
            let secure = try boolArgument(arguments[1], context, "requiringSecureCoding")
            let throwing = try boolArgument(arguments[2], context, "throwing")
            let archiver = KeyedArchiver(outputFormat: .binary, requiresSecureCoding: secure)
            for (className, codedName) in archiving.classNames { archiver.setClassName(codedName, for: className) }
            let handle = archiving.nextHandle
            archiving.nextHandle += 1
            archiving.archivers[handle] = ArchivingState.ArchiverEntry(archiver: archiver, coder: arguments[0], throwing: throwing)
            return .int(handle)
        }
        primitive(interpreter, "Encode", 3) { [unowned self] context, arguments in
            try encode(arguments[0], arguments[1], forKey: arguments[2], context)
        }
        primitive(interpreter, "ArchiverFinish", 1) { [unowned self] context, arguments in
            let entry = try archiverEntry(arguments[0], context)
            if entry.finished == nil {
                entry.archiver.finishEncoding()
                entry.finished = entry.archiver.encodedData
            }
            return try bytesValue(entry.finished ?? [], context)
        }
        // The error the archiver kept (NSCoder's `error`), thrown by the throwing class methods.
        primitive(interpreter, "ArchiverCheck", 1) { [unowned self] context, arguments in
            if let message = try archiverEntry(arguments[0], context).firstError {
                throw cocoaError(context, domain: "NSCocoaErrorDomain", code: coderInvalidValue,
                                 message: "The data couldn’t be written because it isn’t in the correct format. (\(message))")
            }
            return .void
        }
        primitive(interpreter, "ArchiverSetClassName", 3) { [unowned self] context, arguments in
            let codedName: String? = arguments[1].unwrapped.isNone ? nil : try stringArgument(arguments[1], context, "the class name")
            let className = try archivedClassName(ofType: arguments[2], context)
            if case .int(0) = arguments[0] {
                archiving.classNames[className] = codedName
            } else {
                try archiverEntry(arguments[0], context).archiver.setClassName(codedName, for: className)
            }
            return .void
        }
        primitive(interpreter, "CoderRequiresSecureCoding", 1) { [unowned self] context, arguments in
            guard case .int(let handle) = arguments[0] else { return .bool(false) }
            if let entry = archiving.archivers[handle] { return .bool(entry.archiver.requiresSecureCoding) }
            if let entry = archiving.unarchivers[handle] { return .bool(entry.unarchiver.requiresSecureCoding) }
            return .bool(false)
        }

        // `coder.requiresSecureCoding = false`, as on NSKeyedUnarchiver(forReadingFrom:).
        primitive(interpreter, "CoderSetRequiresSecureCoding", 2) { [unowned self] context, arguments in
            let secure = try boolArgument(arguments[1], context, "requiresSecureCoding")
            guard case .int(let handle) = arguments[0] else { return .void }
            if let entry = archiving.archivers[handle] { entry.archiver.requiresSecureCoding = secure }
            if let entry = archiving.unarchivers[handle] { entry.unarchiver.requiresSecureCoding = secure }
            return .void
        }

        primitive(interpreter, "UnarchiverNew", 3) { [unowned self] context, arguments in
            let bytes = try bytesArgument(arguments[1], context)
            let throwing = try boolArgument(arguments[2], context, "throwing")
            let unarchiver: KeyedUnarchiver
            do {
                unarchiver = try KeyedUnarchiver(bytes: bytes)
            } catch let error as KeyedArchiveError {
                guard throwing else {
                    throw context.fault("*** NSKeyedUnarchiver: incomprehensible archive (\(error.message))")
                }
                // What corelibs' unarchiver throws for bytes that are no archive: its property-list
                // reader's error (NSPropertyListReadCorruptError).
                throw cocoaError(context, domain: "NSCocoaErrorDomain", code: propertyListReadCorrupt,
                                 message: "The operation could not be completed. The data is not in the correct format.")
            }
            // The new API (`init(forReadingFrom:)`) requires secure coding, as Apple's does.
            unarchiver.requiresSecureCoding = throwing
            let handle = archiving.nextHandle
            archiving.nextHandle += 1
            let entry = ArchivingState.UnarchiverEntry(unarchiver: unarchiver, coder: arguments[0], throwing: throwing)
            archiving.unarchivers[handle] = entry
            for declaration in classes {
                let archiveClass = scriptArchiveClass(declaration.name, coder: arguments[0], context: context)
                unarchiver.register(archiveClass)
                if let objcName = declaration.objcName {
                    unarchiver.setClass(scriptArchiveClass(declaration.name, as: objcName, coder: arguments[0], context: context),
                                        forClassName: objcName)
                }
            }
            for name in Prelude.secureCodingClasses.sorted() {
                unarchiver.setClass(scriptArchiveClass(name, as: name, coder: arguments[0], context: context), forClassName: name)
            }
            for (archivedName, className) in archiving.classMap {
                unarchiver.setClass(scriptArchiveClass(className, coder: arguments[0], context: context), forClassName: archivedName)
            }
            return .int(handle)
        }
        primitive(interpreter, "UnarchiverSecure", 2) { [unowned self] context, arguments in
            try unarchiverEntry(arguments[0], context).unarchiver.requiresSecureCoding = try boolArgument(arguments[1], context, "secure")
            return .void
        }
        primitive(interpreter, "UnarchiverFinish", 1) { _, _ in .void }
        primitive(interpreter, "UnarchiverCheck", 1) { [unowned self] context, arguments in
            if let message = try unarchiverEntry(arguments[0], context).failure {
                throw cocoaError(context, domain: "NSCocoaErrorDomain", code: coderReadCorrupt,
                                 message: "The data couldn’t be read because it isn’t in the correct format. (\(message))")
            }
            return .void
        }
        primitive(interpreter, "UnarchiverSetClass", 3) { [unowned self] context, arguments in
            let archivedName = try stringArgument(arguments[2], context, "the class name")
            guard case .metatype(let type) = arguments[1].unwrapped else {
                if case .int(0) = arguments[0] {
                    archiving.classMap[archivedName] = nil
                    archiving.classValues[archivedName] = nil
                } else {
                    let entry = try unarchiverEntry(arguments[0], context)
                    entry.classValues[archivedName] = nil
                    entry.unarchiver.setClass(nil, forClassName: archivedName)
                }
                return .void
            }
            if case .int(0) = arguments[0] {
                archiving.classMap[archivedName] = type.name
                archiving.classValues[archivedName] = arguments[1].unwrapped
            } else {
                let entry = try unarchiverEntry(arguments[0], context)
                entry.classValues[archivedName] = arguments[1].unwrapped
                entry.unarchiver.setClass(scriptArchiveClass(type.name, coder: entry.coder, context: context), forClassName: archivedName)
            }
            return .void
        }
        primitive(interpreter, "DecodeObject", 2) { [unowned self] context, arguments in
            try decodeObject(arguments[0], forKey: arguments[1], context)
        }
        primitive(interpreter, "DecodeObjectOf", 3) { [unowned self] context, arguments in
            try decodeObject(arguments[0], of: arguments[1], forKey: arguments[2], context)
        }
        primitive(interpreter, "DecodeScalar", 3) { [unowned self] context, arguments in
            let entry = try unarchiverEntry(arguments[0], context)
            let kind = try stringArgument(arguments[1], context, "the kind")
            return try decodeScalar(entry, kind: kind, forKey: arguments[2], context)
        }
        primitive(interpreter, "ContainsValue", 2) { [unowned self] context, arguments in
            let entry = try unarchiverEntry(arguments[0], context)
            return .bool(entry.unarchiver.containsValue(forKey: try stringArgument(arguments[1], context, "the key")))
        }
    }

    // MARK: Coding by handle (the primitives' bodies, which NSCoder's native methods call too)

    /// `encode(_:forKey:)` on the archiver `handle`.
    func encode(_ handle: Value, _ value: Value, forKey keyValue: Value, _ context: NativeContext) throws -> Value {
        let entry = try archiverEntry(handle, context)
        let key = try stringArgument(keyValue, context, "the key")
        guard entry.finished == nil else {
            throw context.fault("encode(_:forKey:) after finishEncoding(): the archive is already finished")
        }
        do {
            switch value.numericallyPlain {
            case .int(let int): entry.archiver.encode(int, forKey: key)
            case .bool(let bool): entry.archiver.encode(bool, forKey: key)
            case .double(let double): entry.archiver.encode(double, forKey: key)
            default: try entry.archiver.encode(try archiveValue(value, entry, context), forKey: key)
            }
        } catch let error as KeyedArchiveError {
            if !entry.throwing { throw context.fault("NSKeyedArchiver: \(error.message)") }
            entry.firstError = entry.firstError ?? error.message
        }
        return .void
    }

    /// `decodeObject(forKey:)` on the unarchiver `handle` (nil for handle 0), before bridging.
    func decodeObject(_ handle: Value, forKey keyValue: Value, _ context: NativeContext) throws -> Value {
        guard case .int(let id) = handle, id != 0 else { return .none }
        let entry = try unarchiverEntry(handle, context)
        let key = try stringArgument(keyValue, context, "the key")
        let decoded = try decoding(entry, context) { try entry.unarchiver.decodeObject(forKey: key) }
        // Only a nil can be a missing key: the check costs a second lookup.
        if case .none = decoded { noteIfMissing(key, in: entry, context, call: "decodeObject(forKey:)", gives: "nil") }
        return decoded
    }

    /// `decodeObject(of:forKey:)` on the unarchiver `handle` (nil for handle 0), before bridging.
    func decodeObject(_ handle: Value, of classes: Value, forKey keyValue: Value, _ context: NativeContext) throws -> Value {
        guard case .int(let id) = handle, id != 0 else { return .none }
        let entry = try unarchiverEntry(handle, context)
        var types = [classes.unwrapped]
        if case .array(let list) = classes.unwrapped { types = list }
        let allowed = try types.map { try archivedClassName(ofType: $0, context) }
        let key = try stringArgument(keyValue, context, "the key")
        return try decoding(entry, context) { try entry.unarchiver.decodeObject(of: allowed, forKey: key) }
    }

    /// `decodeInteger(forKey:)` and its kin: `kind` is `Int`, `Int32`, `Int64`, `Bool`, `Float` or `Double`.
    func decodeScalar(_ entry: ArchivingState.UnarchiverEntry, kind: String, forKey keyValue: Value, _ context: NativeContext) throws -> Value {
        let key = try stringArgument(keyValue, context, "the key")
        let unarchiver = entry.unarchiver
        let decoded: Value
        do {
            switch kind {
            case "Bool": decoded = .bool(try unarchiver.decodeBool(forKey: key))
            case "Int": decoded = .int(try unarchiver.decodeInteger(forKey: key))
            case "Int32": decoded = .int(Int(try unarchiver.decodeInt32(forKey: key)))
            case "Int64": decoded = .int(Int(try unarchiver.decodeInt64(forKey: key)))
            case "Float": decoded = .double(Double(try unarchiver.decodeFloat(forKey: key)))
            default: decoded = .double(try unarchiver.decodeDouble(forKey: key))
            }
        } catch let error as KeyedArchiveError {
            throw context.fault("decode\(kind)(forKey: \"\(key)\"): \(error.message)")
        }
        // Only a zero (or false) can be a missing key; the decode said whether the key was there.
        switch decoded {
        case .bool(false), .int(0), .double(0):
            if unarchiver.lastScalarKeyWasPresent { break }
            noteIfMissing(key, in: entry, context, call: kind == "Int" ? "decodeInteger(forKey:)" : "decode\(kind)(forKey:)",
                          gives: kind == "Bool" ? "false" : "0")
        default: break
        }
        return decoded
    }

    // MARK: Entries

    func archiverEntry(_ handle: Value, _ context: NativeContext) throws -> ArchivingState.ArchiverEntry {
        if case .int(let id) = handle, let last = archiving.lastArchiver, last.handle == id { return last.entry }
        guard case .int(let id) = handle, let entry = archiving.archivers[id] else {
            throw context.fault("this NSKeyedArchiver was not made by one of its initializers")
        }
        archiving.lastArchiver = (id, entry)
        return entry
    }

    func unarchiverEntry(_ handle: Value, _ context: NativeContext) throws -> ArchivingState.UnarchiverEntry {
        if case .int(let id) = handle, let last = archiving.lastUnarchiver, last.handle == id { return last.entry }
        guard case .int(let id) = handle, let entry = archiving.unarchivers[id] else {
            throw context.fault("this NSKeyedUnarchiver has no archive (its data could not be read)")
        }
        archiving.lastUnarchiver = (id, entry)
        return entry
    }

    /// Decodes with the unarchiver; archive errors stop the script (old API, as Apple raises an
    /// exception) or become the error the throwing API returns.
    /// A key the object was not archived with decodes as nil or 0, silently, on iOS: the
    /// commonest archiving bug (a typo in one of the two keys, a key added in a new version) shows
    /// only later. Kiln says so in a note at the script's line, naming the keys that are there.
    private func noteIfMissing(_ key: String, in entry: ArchivingState.UnarchiverEntry, _ context: NativeContext,
                               call: @autoclosure () -> String, gives result: @autoclosure () -> String) {
        guard !entry.unarchiver.containsValue(forKey: key), let keys = try? entry.unarchiver.keysOfCurrentObject() else { return }
        let (call, result) = (call(), result())
        let listed = keys.isEmpty ? "it has no keys" : "its keys are " + keys.map { "\"\($0)\"" }.joined(separator: ", ")
        let nearest = nearestName(to: key, in: keys).map { "did you mean \"\($0)\"? " } ?? ""
        context.note("\(call) gives \(result), as on iOS: the archived object has no key \"\(key)\" (\(nearest)\(listed))")
    }

    func decoding(_ entry: ArchivingState.UnarchiverEntry, _ context: NativeContext,
                          _ body: () throws -> ArchiveValue) throws -> Value {
        do {
            return try scriptValue(try body(), context)
        } catch let error as KeyedArchiveError {
            guard entry.throwing else { throw context.fault("*** NSKeyedUnarchiver: \(error.message)") }
            // As NSCoder's `error`: decodeObject returns nil, the throwing class method throws it.
            entry.failure = entry.failure ?? error.message
            return .none
        }
    }

    // MARK: Class names

    /// How Swift on Apple's platforms archives a class: `Module.Name`, or the `@objc(Name)`
    /// name, or Foundation's own name for Foundation's classes.
    func archivedClassName(_ type: TypeInfo) -> String {
        switch type.name {
        case "String": return "NSString"
        case "Array": return "NSArray"
        case "Dictionary": return "NSDictionary"
        case "Set": return "NSSet"
        case "Int", "Double", "Bool": return "NSNumber"
        case "Data": return "NSData"
        case "Date": return "NSDate"
        case "URL": return "NSURL"
        case "UUID": return "NSUUID"
        default: break
        }
        if Prelude.foundationClassNames.contains(type.name) { return type.name }
        if let objcName = classes.first(where: { $0.name == type.name })?.objcName { return objcName }
        return moduleName + "." + type.name
    }

    func archivedClassName(ofType value: Value, _ context: NativeContext) throws -> String {
        guard case .metatype(let type) = value.unwrapped else {
            throw context.fault("expected a class (such as Item.self), not \(try context.describe(value))")
        }
        return archivedClassName(type)
    }

    /// The class chain written to `$classes`: the class and its superclasses, most derived first.
    func archiveClassChain(_ type: TypeInfo) -> [String] {
        var chain: [String] = []
        var current: TypeInfo? = type
        while let class_ = current {
            chain.append(archivedClassName(class_))
            current = class_.superclass
        }
        if chain.last != "NSObject" { chain.append("NSObject") }
        return chain
    }

    /// How the unarchiver makes script class `className`, registered under its archived name (or `name`).
    private func scriptArchiveClass(_ className: String, as name: String? = nil, coder: Value, context: NativeContext) -> ArchiveClass {
        let archivedName = name ?? (classes.first(where: { $0.name == className })?.objcName ?? moduleName + "." + className)
        let secure = classes.adoptsSecureCoding(className)
        let state = RunLocal(value: (coder, context))
        return ArchiveClass(name: archivedName) {
            ScriptObjectAdapter(decoding: className, chain: [archivedName, "NSObject"], secure: secure,
                                coder: state.value.0, context: state.value.1)
        }
    }

    // MARK: Bridging

    /// A script value as the archive core stores it.
    func archiveValue(_ value: Value, _ entry: ArchivingState.ArchiverEntry, _ context: NativeContext) throws -> ArchiveValue {
        switch value.numericallyPlain {
        case .none, .void: return .null
        case .some(let inner): return try archiveValue(inner, entry, context)
        case .string(let string): return .string(string)
        case .character(let character): return .string(String(character))
        case .int(let int): return .integer(Int64(int))
        case .double(let double): return .real(double)
        case .bool(let bool): return .bool(bool)
        case .array(let elements):
            return .object(NSArrayModel(try elements.map { try archiveValue($0, entry, context) }))
        case .set(let set):
            return .object(NSSetModel(try set.elements.map { try archiveValue($0, entry, context) }))
        case .dictionary(let dictionary):
            return .object(NSDictionaryModel(keys: try dictionary.keys.map { try archiveValue($0, entry, context) },
                                              values: try dictionary.values.map { try archiveValue($0, entry, context) }))
        case .object(let instance):
            let archived = archivedClass(instance.type, entry, context)
            if archived.hasPayload {
                return try foundationValue(try context.callMethod("__kilnPayload", labels: [], on: value, arguments: []), context)
            }
            guard archived.encodes else {
                throw context.fault("cannot archive an instance of '\(instance.type.name)': it does not adopt NSCoding (it has no encode(with:))")
            }
            let identity = ObjectIdentifier(instance)
            if let adapter = entry.adapters[identity] { return .object(adapter) }
            let adapter = ScriptObjectAdapter(encoding: value, chain: archived.chain, secure: archived.secure,
                                              coder: entry.coder, context: context)
            adapter.noteOldSpelling = { [unowned self] written, today in noteRenamed(written, today, context) }
            entry.adapters[identity] = adapter
            return .object(adapter)
        case .structValue:
            if context.responds(value, to: "__kilnPayload") {
                return try foundationValue(try context.callMethod("__kilnPayload", labels: [], on: value, arguments: []), context)
            }
        default:
            break
        }
        throw context.fault("cannot archive \(try context.describe(value)): only NSCoding objects, strings, numbers, Data, Date, arrays and dictionaries can be archived")
    }

    /// What `entry` writes for instances of `type`, worked out on its first instance.
    private func archivedClass(_ type: TypeInfo, _ entry: ArchivingState.ArchiverEntry, _ context: NativeContext) -> ArchivingState.ArchivedClass {
        if let known = entry.classes[ObjectIdentifier(type)] { return known }
        let archived = ArchivingState.ArchivedClass(
            type: type, hasPayload: type.hasInstanceMember("__kilnPayload"),
            encodes: type.hasInstanceMember("encode") || type.hasInstanceMember("encodeWithCoder"),
            chain: archiveClassChain(type), secure: classes.adoptsSecureCoding(type.name))
        entry.classes[ObjectIdentifier(type)] = archived
        return archived
    }

    /// `["NSData", bytes]`, `["NSDate", seconds]`, … from a prelude value's `__kilnPayload()`.
    private func foundationValue(_ payload: Value, _ context: NativeContext) throws -> ArchiveValue {
        guard case .array(let parts) = payload, parts.count == 2, case .string(let kind) = parts[0] else {
            throw context.fault("internal: a Foundation value described itself oddly")
        }
        switch kind {
        case "NSString": return .string(try stringArgument(parts[1], context, "the string"))
        case "NSData": return .data(try bytesArgument(parts[1], context))
        case "NSDate": return .object(NSDateModel(timeIntervalSinceReferenceDate: try doubleArgument(parts[1], context, "the date")))
        case "NSURL": return .object(NSURLModel(try stringArgument(parts[1], context, "the URL")))
        case "NSUUID":
            guard let model = NSUUIDModel(uuidString: try stringArgument(parts[1], context, "the UUID")) else { return .null }
            return .object(model)
        default: throw context.fault("internal: cannot archive a \(kind)")
        }
    }

    /// An archive core value as the script sees it.
    func scriptValue(_ value: ArchiveValue, _ context: NativeContext) throws -> Value {
        switch value {
        case .null: return .none
        case .string(let string): return .string(string)
        case .integer(let int): return .int(Int(int))
        case .unsignedInteger(let int): return int <= UInt64(Int.max) ? .int(Int(int)) : .double(Double(int))
        case .real(let double): return .double(double)
        case .float(let float): return .double(Double(float))
        case .bool(let bool): return .bool(bool)
        case .data(let bytes): return try makeData(bytes, context)
        case .object(let object):
            switch object {
            case let adapter as ScriptObjectAdapter: return adapter.value
            case let array as NSArrayModel: return .array(try array.elements.map { try scriptValue($0, context) })
            case let set as NSSetModel: return .set(OrderedSet(try set.members.map { try scriptValue($0, context) }))
            case let dictionary as NSDictionaryModel:
                var result = OrderedDictionary()
                for (key, element) in zip(dictionary.keys, dictionary.values) {
                    result[try scriptValue(key, context)] = try scriptValue(element, context)
                }
                return .dictionary(result)
            case let string as NSStringModel: return .string(string.string)
            case let data as NSDataModel:
                return try makeData(data.bytes, context)
            case let date as NSDateModel:
                return try makeDate(date.timeIntervalSinceReferenceDate, context)
            case let url as NSURLModel:
                return try context.construct("URL", labels: ["string"], arguments: [.string(url.string)]).unwrapped
            case let uuid as NSUUIDModel:
                return try context.construct("UUID", labels: ["uuidString"], arguments: [.string(uuid.uuidString)]).unwrapped
            case is NSNullModel: return .none
            case let generic as GenericArchivedObject:
                throw context.fault("*** NSKeyedUnarchiver: cannot decode object of class (\(generic.className)): the script defines no class archived under that name (a Swift class is archived as \(moduleName).Name, or as the name in @objc(Name); NSKeyedUnarchiver.setClass(_:forClassName:) maps another name)")
            default:
                throw context.fault("*** NSKeyedUnarchiver: objects of class \(object.archiveClassChain.first ?? "?") are not supported by Kiln yet")
            }
        }
    }
}

extension Value {
    var isNone: Bool {
        if case .none = self { return true }
        return false
    }
}
