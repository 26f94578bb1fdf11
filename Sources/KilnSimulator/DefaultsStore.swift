import PropertyList

/// Why a value cannot go into the defaults.
public enum DefaultsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The value is not a property-list type (String, number, Bool, Date, Data, arrays and
    /// string-keyed dictionaries of those).
    case unsupportedType(typeName: String, key: String)

    public var description: String {
        switch self {
        case .unsupportedType(let typeName, let key):
            // iOS's own sentence (from -[NSUserDefaults setObject:forKey:]), with the type named.
            return "Attempt to set a non-property-list object of type \(typeName) as an NSUserDefaults/CFPreferences value for key \(key)"
        }
    }
}

/// A time as the defaults store it: seconds since 2001-01-01T00:00:00Z. The layer above turns
/// its `Date` into this (the simulator has no `Date` of its own).
public struct DefaultsDate: Equatable, Sendable {
    public let timeIntervalSinceReferenceDate: Double
    public init(timeIntervalSinceReferenceDate: Double) { self.timeIntervalSinceReferenceDate = timeIntervalSinceReferenceDate }
}

/// `UserDefaults` storage for one domain: the values live in
/// `Library/Preferences/<bundle id>.plist`, a binary property list as on iOS, written through the
/// sandbox's file system after every change (since iOS 12 a value survives the app being killed
/// right after `set`, so Kiln writes at once) and read again by a new store after a relaunch.
///
/// Lookups consult the app's values, then the registration domain (`register(defaults:)`),
/// which lives only in memory, as on iOS.
///
/// ```swift
/// let defaults = simulator.makeDefaults()
/// try defaults.set(.string("Beijing"), forKey: "city")
/// defaults.string(forKey: "city")   // "Beijing"
/// ```
public final class DefaultsStore {
    /// The plist's path in the sandbox, relative to the home directory.
    public let relativePath: String
    private let files: SandboxFileSystem
    private var values = PropertyListDictionary()
    private var registered = PropertyListDictionary()
    /// Why the file on disk could not be read (it is then treated as empty, as cfprefsd does).
    public private(set) var loadProblem: String?

    /// Opens the domain, reading its file if there is one.
    ///
    /// - Parameter suiteName: nil for the app's own domain (`UserDefaults.standard`), else the
    ///   name given to `UserDefaults(suiteName:)`.
    init(files: SandboxFileSystem, suiteName: String? = nil) {
        self.files = files
        let domain = suiteName ?? files.sandbox.bundleIdentifier
        relativePath = "Library/Preferences/" + domain.replacingSlashes() + ".plist"
        reload()
    }

    // MARK: Reading

    /// `object(forKey:)`: the app's value, else the registered default, else nil.
    public func object(forKey key: String) -> PropertyList? {
        values[key] ?? registered[key]
    }

    /// `string(forKey:)`: strings, and numbers as their text, as Foundation answers.
    public func string(forKey key: String) -> String? { DefaultsStore.string(object(forKey: key)) }

    /// `integer(forKey:)`.
    public func integer(forKey key: String) -> Int { DefaultsStore.integer(object(forKey: key)) }

    /// `double(forKey:)`.
    public func double(forKey key: String) -> Double { DefaultsStore.double(object(forKey: key)) }

    /// `bool(forKey:)`.
    public func bool(forKey key: String) -> Bool { DefaultsStore.bool(object(forKey: key)) }

    /// The app's own value (this domain's file), without the registered defaults.
    public func storedObject(forKey key: String) -> PropertyList? { values[key] }

    /// The registered default (`register(defaults:)`).
    public func registeredObject(forKey key: String) -> PropertyList? { registered[key] }

    /// The domain's values as its file holds them (`persistentDomain(forName:)`).
    public var storedValues: PropertyListDictionary { values }

    /// The registration domain (`register(defaults:)`).
    public var registeredValues: PropertyListDictionary { registered }

    /// A value as `string(forKey:)` answers: strings, and numbers as their text.
    public static func string(_ value: PropertyList?) -> String? {
        switch value {
        case .string(let text): return text
        case .integer(let number): return String(number)
        case .unsignedInteger(let number): return String(number)
        case .real(let number): return String(number)
        case .float32(let number): return String(number)
        case .bool(let flag): return flag ? "1" : "0"
        default: return nil
        }
    }

    /// `integer(forKey:)`: numbers (reals truncated), Booleans, numeric strings; else 0.
    public static func integer(_ value: PropertyList?) -> Int {
        switch value {
        case .integer(let number): return Int(truncatingIfNeeded: number)
        case .unsignedInteger(let number): return Int(truncatingIfNeeded: number)
        case .real(let number): return number.isFinite ? Int(exactly: number.rounded(.towardZero)) ?? 0 : 0
        case .float32(let number): return number.isFinite ? Int(exactly: Double(number).rounded(.towardZero)) ?? 0 : 0
        case .bool(let flag): return flag ? 1 : 0
        case .string(let text): return Int(text.trimmingSpaces()) ?? Double(text.trimmingSpaces()).flatMap { Int(exactly: $0.rounded(.towardZero)) } ?? 0
        default: return 0
        }
    }

    /// `double(forKey:)`: numbers, Booleans, numeric strings; else 0.
    public static func double(_ value: PropertyList?) -> Double {
        switch value {
        case .integer(let number): return Double(number)
        case .unsignedInteger(let number): return Double(number)
        case .real(let number): return number
        case .float32(let number): return Double(number)
        case .bool(let flag): return flag ? 1 : 0
        case .string(let text): return Double(text.trimmingSpaces()) ?? 0
        default: return 0
        }
    }

    /// `bool(forKey:)`: non-zero numbers, and the strings "YES", "true" (any case) or a non-zero
    /// number, whole or not ("3.5").
    public static func bool(_ value: PropertyList?) -> Bool {
        switch value {
        case .bool(let flag): return flag
        case .string(let text):
            let word = text.trimmingSpaces().lowercased()
            return word == "yes" || word == "true" || (Int(word).map { $0 != 0 } ?? false) || (Double(word).map { $0 != 0 } ?? false)
        default: return integer(value) != 0
        }
    }

    /// `dictionaryRepresentation()`: registered defaults overlaid with the app's values.
    public var dictionaryRepresentation: PropertyListDictionary {
        var merged = registered
        for (key, value) in values.entries { merged[key] = value }
        return merged
    }

    // MARK: Writing

    /// `set(_:forKey:)`; nil removes the value. The file is written (atomically) before this returns.
    public func set(_ value: PropertyList?, forKey key: String) throws {
        if let value { try DefaultsStore.requirePropertyListValue(value, key: key) }
        values[key] = value
        try persist()
    }

    /// `set(_:forKey:)` for a Swift value: String, Bool, the integer types, Double, Float,
    /// `DefaultsDate`, `[UInt8]` (as Data), `PropertyList`, and arrays and `[String: …]`
    /// dictionaries of those. Anything else is refused with an error naming its type.
    public func set(any value: Any?, forKey key: String) throws {
        guard let value else { return try set(nil, forKey: key) }
        try set(DefaultsStore.propertyList(from: value, key: key), forKey: key)
    }

    /// `setPersistentDomain(_:forName:)`: the domain's values replaced, the file written.
    public func replaceValues(with dictionary: PropertyListDictionary) throws {
        try DefaultsStore.requirePropertyListValue(.dictionary(dictionary), key: relativePath)
        values = dictionary
        try persist()
    }

    /// `removePersistentDomain(forName:)`: the values and the file gone.
    public func removeDomain() throws {
        values = PropertyListDictionary()
        if files.fileExists(atPath: relativePath).exists { try files.removeItem(atPath: relativePath) }
    }

    /// `removeObject(forKey:)`.
    public func removeObject(forKey key: String) throws {
        try set(nil, forKey: key)
    }

    /// `register(defaults:)`: fallbacks kept in memory only, never written.
    public func register(defaults: PropertyListDictionary) throws {
        for (key, value) in defaults.entries {
            try DefaultsStore.requirePropertyListValue(value, key: key)
            registered[key] = value
        }
    }

    /// `synchronize()`: writes the values (they are already on disk) and returns true, as iOS does.
    @discardableResult
    public func synchronize() throws -> Bool {
        try persist()
        return true
    }

    /// Reads the file again (what a relaunched app sees).
    public func reload() {
        values = PropertyListDictionary()
        loadProblem = nil
        guard files.fileExists(atPath: relativePath).exists else { return }
        do {
            let bytes = try files.contents(atPath: relativePath)
            guard case .dictionary(let stored) = try PropertyList(bytes: bytes) else {
                loadProblem = "\(relativePath) does not hold a dictionary"
                return
            }
            values = stored
        } catch {
            loadProblem = "\(relativePath) could not be read: \(error)"
        }
    }

    private func persist() throws {
        try files.write(PropertyList.dictionary(values).encoded(as: .binary), toPath: relativePath, atomically: true)
    }

    // MARK: What the defaults accept

    /// Converts a Swift value into a property list, or names its type in the error.
    public static func propertyList(from value: Any, key: String) throws -> PropertyList {
        switch value {
        case let plist as PropertyList:
            try requirePropertyListValue(plist, key: key)
            return plist
        case let text as String: return .string(text)
        case let text as Substring: return .string(String(text))
        case let flag as Bool: return .bool(flag)
        case let number as Int: return .integer(Int64(number))
        case let number as Int8: return .integer(Int64(number))
        case let number as Int16: return .integer(Int64(number))
        case let number as Int32: return .integer(Int64(number))
        case let number as Int64: return .integer(number)
        case let number as UInt8: return .integer(Int64(number))
        case let number as UInt16: return .integer(Int64(number))
        case let number as UInt32: return .integer(Int64(number))
        case let number as UInt: return number <= UInt(Int64.max) ? .integer(Int64(number)) : .unsignedInteger(UInt64(number))
        case let number as UInt64: return number <= UInt64(Int64.max) ? .integer(Int64(number)) : .unsignedInteger(number)
        case let number as Double: return .real(number)
        case let number as Float: return .real(Double(number))
        case let date as DefaultsDate: return .date(date.timeIntervalSinceReferenceDate)
        case let bytes as [UInt8]: return .data(bytes)
        case let array as [Any]: return .array(try array.map { try propertyList(from: $0, key: key) })
        case let dictionary as [String: Any]:
            // Sorted keys: Swift dictionaries have no order, and the file should not change from run to run.
            return .dictionary(PropertyListDictionary(try dictionary.keys.sorted().map { name in
                (name, try propertyList(from: dictionary[name] as Any, key: key))
            }))
        default:
            throw DefaultsError.unsupportedType(typeName: String(describing: type(of: value)), key: key)
        }
    }

    /// Keyed-archive references (`CF$UID`) are not values a defaults domain holds.
    static func requirePropertyListValue(_ value: PropertyList, key: String) throws {
        switch value {
        case .uid: throw DefaultsError.unsupportedType(typeName: "CF$UID", key: key)
        case .array(let items): for item in items { try requirePropertyListValue(item, key: key) }
        case .dictionary(let dictionary): for (_, item) in dictionary.entries { try requirePropertyListValue(item, key: key) }
        default: break
        }
    }
}

extension Simulator {
    /// A `UserDefaults` for the app's domain (or a suite), reading what is on disk now. The layer
    /// above makes a new one after each launch, since the old one died with the process.
    public func makeDefaults(suiteName: String? = nil) -> DefaultsStore {
        DefaultsStore(files: files, suiteName: suiteName)
    }
}

private extension String {
    func trimmingSpaces() -> String {
        String(drop { $0 == " " || $0 == "\t" || $0 == "\n" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\n" }.reversed())
    }

    /// A suite name becomes a file name; a slash would make it a path.
    func replacingSlashes() -> String {
        String(map { $0 == "/" || $0 == "\u{0}" ? "_" : $0 })
    }
}
