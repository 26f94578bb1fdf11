// The part of Kiln's Foundation and UIKit written in Swift: value types (URL, Data, Date), enums
// whose cases scripts write as `.documentDirectory`, and methods that throw. It is compiled with
// the script, after the script's own text (so the script's line numbers stay its own), and calls
// the native primitives of the session (the `__kiln…` functions in the Bindings files).
//
// Why in Swift: the embedding API of KilnScript lets native code define classes, methods and
// properties, but not enum cases, members of String or Array, errors a script can catch, or new
// values of script types; the prelude has all of these.

enum Prelude {
    /// Names of the prelude's classes: archived under their plain (Objective-C) names.
    static let foundationClassNames: Set<String> = [
        "NSObject", "NSCoder", "NSKeyedArchiver", "NSKeyedUnarchiver", "NSData", "NSMutableData",
        "NSError", "UIResponder", "UIApplication", "FileManager", "NotificationCenter", "UserDefaults",
        "UIImage", "NSString", "NSArray", "NSDictionary", "NSNumber", "NSDate", "NSUUID",
    ]

    /// The prelude followed by the table of the script's own classes.
    static func source(for classes: [ScriptClassDeclaration]) -> String {
        text + classTable(classes)
    }

    /// `__kilnInstantiate`: makes an instance of a script class by name, the way iOS makes the
    /// app delegate (`init()`) and the unarchiver makes a decoded object (`init(coder:)`).
    static func classTable(_ classes: [ScriptClassDeclaration]) -> String {
        var table = "\nextension NSCoder {\n    func __kilnInstantiate(_ name: String) -> Any? {\n        switch name {\n"
        for declaration in classes where !foundationClassNames.contains(declaration.name) {
            table += "        case \"\(declaration.name)\": return \(declaration.name)(coder: self)\n"
        }
        table += "        default: return nil\n        }\n    }\n}\n"
        table += "func __kilnMakeObject(_ name: String) -> Any? {\n    switch name {\n"
        for declaration in classes where !foundationClassNames.contains(declaration.name) {
            table += "    case \"\(declaration.name)\": return \(declaration.name)()\n"
        }
        table += "    default: return nil\n    }\n}\n"
        return table
    }

    static let text = #"""

// ===== Kiln Foundation (prelude) =====

class NSObject: __KilnObjectRoot, CustomStringConvertible {
    init() {}
    var description: String { return "<\(__kilnTypeName(self))>" }
    func isEqual(_ object: Any?) -> Bool { return __kilnIdentical(self, object) }
    // Native code makes the prelude's values through these (it cannot construct script types).
    func __kilnMakeData(_ bytes: [Int]) -> Any { return Data(__bytes: bytes) }
    func __kilnMakeDate(_ seconds: Double) -> Any { return Date(timeIntervalSinceReferenceDate: seconds) }
    func __kilnMakeURL(_ string: String) -> Any { return URL(string: string)! }
    func __kilnMakeUUID(_ string: String) -> Any { return UUID(uuidString: string)! }
}
protocol NSCoding {}
protocol NSSecureCoding {}
protocol UIApplicationDelegate {}

class NSError: Error, CustomStringConvertible {
    let domain: String
    let code: Int
    let userInfo: [String: Any]
    init(domain: String, code: Int, userInfo: [String: Any]? = nil) {
        self.domain = domain
        self.code = code
        self.userInfo = userInfo ?? [:]
    }
    var localizedDescription: String {
        if let message = userInfo["NSLocalizedDescription"] as? String { return message }
        return "The operation couldn’t be completed. (\(domain) error \(code).)"
    }
    var description: String {
        var info = ""
        if let path = userInfo["NSFilePath"] as? String { info = "NSFilePath=\(path)" }
        return "Error Domain=\(domain) Code=\(code) \"\(localizedDescription)\" UserInfo={\(info)}"
    }
}

/// Throws the error the last primitive left, if any.
func __kilnCheck() throws {
    if let failure = __kilnTakeError() {
        let code = failure[0] as! Int
        let message = failure[1] as! String
        let path = failure[2] as! String
        var info: [String: Any] = ["NSLocalizedDescription": message]
        if !path.isEmpty { info["NSFilePath"] = path }
        throw NSError(domain: failure[3] as! String, code: code, userInfo: info)
    }
}

// MARK: Paths

enum SearchPathDirectory: Int {
    case applicationDirectory = 1, libraryDirectory = 5, userDirectory = 7, documentationDirectory = 8
    case documentDirectory = 9, desktopDirectory = 12, cachesDirectory = 13, applicationSupportDirectory = 14
    case downloadsDirectory = 15, moviesDirectory = 17, musicDirectory = 18, picturesDirectory = 19
    case trashDirectory = 102
    // Swift 2's names: NSSearchPathForDirectoriesInDomains reads cases by name and notes today's.
    case LibraryDirectory = 1005, DocumentationDirectory = 1008, DocumentDirectory = 1009, CachesDirectory = 1013
    case ApplicationSupportDirectory = 1014
}
enum SearchPathDomainMask: Int {
    case userDomainMask = 1, localDomainMask = 2, networkDomainMask = 4, systemDomainMask = 8, allDomainsMask = 65535
    case UserDomainMask = 1001
}


extension String {
    func appendingPathComponent(_ component: String) -> String { return __kilnAppendPathComponent(self, component) }
    func appendingPathExtension(_ ext: String) -> String? { return self + "." + ext }
    var lastPathComponent: String { return __kilnLastPathComponent(self) }
    var deletingLastPathComponent: String { return __kilnDeletingLastPathComponent(self) }
    var pathExtension: String { return __kilnPathExtension(self) }
    var deletingPathExtension: String { return __kilnDeletingPathExtension(self) }
    var pathComponents: [String] { return __kilnPathComponents(self) }
    init(contentsOfFile path: String, encoding: String.Encoding) throws {
        let text = __kilnReadText(path)
        try __kilnCheck()
        self = text
    }
    init(contentsOf url: URL, encoding: String.Encoding) throws {
        let text = __kilnReadText(url.path)
        try __kilnCheck()
        self = text
    }
    func write(toFile path: String, atomically useAuxiliaryFile: Bool, encoding: String.Encoding) throws {
        __kilnWrite(path, __kilnUTF8(self), useAuxiliaryFile)
        try __kilnCheck()
    }
    func write(to url: URL, atomically useAuxiliaryFile: Bool, encoding: String.Encoding) throws {
        __kilnWrite(url.path, __kilnUTF8(self), useAuxiliaryFile)
        try __kilnCheck()
    }
    func data(using encoding: String.Encoding) -> Data? { return Data(__bytes: __kilnUTF8(self)) }
}

enum Encoding { case utf8, ascii, utf16, unicode }

struct URL: CustomStringConvertible, Equatable {
    let path: String
    let isFileURL: Bool
    init(fileURLWithPath path: String) {
        self.path = path
        self.isFileURL = true
    }
    init(fileURLWithPath path: String, isDirectory: Bool) {
        self.path = path
        self.isFileURL = true
    }
    init?(string: String) {
        if string.hasPrefix("file://") {
            self.path = String(string.dropFirst(7))
        } else {
            self.path = string
        }
        self.isFileURL = string.hasPrefix("file://")
    }
    var absoluteString: String { return "file://" + path }
    var lastPathComponent: String { return __kilnLastPathComponent(path) }
    var pathExtension: String { return __kilnPathExtension(path) }
    var pathComponents: [String] { return __kilnPathComponents(path) }
    func appendingPathComponent(_ component: String) -> URL { return URL(fileURLWithPath: __kilnAppendPathComponent(path, component)) }
    func appendingPathComponent(_ component: String, isDirectory: Bool) -> URL { return URL(fileURLWithPath: __kilnAppendPathComponent(path, component)) }
    func appending(path component: String) -> URL { return URL(fileURLWithPath: __kilnAppendPathComponent(path, component)) }
    func appendingPathExtension(_ ext: String) -> URL { return URL(fileURLWithPath: path + "." + ext) }
    func deletingLastPathComponent() -> URL { return URL(fileURLWithPath: __kilnDeletingLastPathComponent(path)) }
    func deletingPathExtension() -> URL { return URL(fileURLWithPath: __kilnDeletingPathExtension(path)) }
    var description: String { return absoluteString }
    func __kilnPayload() -> Any { return ["NSURL", absoluteString] }
}

class Bundle: NSObject {
    static let main = Bundle()
    var bundlePath: String { return __kilnBundlePath() }
    var bundleURL: URL { return URL(fileURLWithPath: __kilnBundlePath()) }
    var resourcePath: String? { return __kilnBundlePath() }
    var bundleIdentifier: String? { return __kilnBundleIdentifier() }
    func path(forResource name: String?, ofType ext: String?) -> String? { return __kilnPathForResource(name, ext) }
    func url(forResource name: String?, withExtension ext: String?) -> URL? {
        guard let path = __kilnPathForResource(name, ext) as? String else { return nil }
        return URL(fileURLWithPath: path)
    }
}

enum FileAttributeKey { case size, modificationDate, type, posixPermissions, creationDate }

// MARK: Data

enum WritingOptions { case atomic, atomicWrite, withoutOverwriting, noFileProtection }
enum ReadingOptions { case mappedIfSafe, uncached, alwaysMapped }

struct Data: CustomStringConvertible, Equatable {
    var __bytes: [Int]
    init() { __bytes = [] }
    init(__bytes: [Int]) { self.__bytes = __bytes }
    init(_ bytes: [Int]) { self.__bytes = bytes }
    init(contentsOf url: URL) throws {
        let bytes = __kilnRead(url.path)
        try __kilnCheck()
        __bytes = bytes
    }
    init(contentsOf url: URL, options: [ReadingOptions]) throws {
        let bytes = __kilnRead(url.path)
        try __kilnCheck()
        __bytes = bytes
    }
    var count: Int { return __bytes.count }
    var isEmpty: Bool { return __bytes.isEmpty }
    subscript(index: Int) -> Int { return __bytes[index] }
    mutating func append(_ other: Data) { __bytes += other.__bytes }
    func write(to url: URL) throws {
        __kilnWrite(url.path, __bytes, false)
        try __kilnCheck()
    }
    func write(to url: URL, options: [WritingOptions]) throws {
        __kilnWrite(url.path, __bytes, options.contains(.atomic) || options.contains(.atomicWrite))
        try __kilnCheck()
    }
    func write(toFile path: String, atomically: Bool) -> Bool {
        __kilnWrite(path, __bytes, atomically)
        return __kilnTakeError() == nil
    }
    var description: String { return "\(__bytes.count) bytes" }
    func __kilnPayload() -> Any { return ["NSData", __bytes] }
}

class NSData: NSObject {
    var __bytes: [Int]
    override init() {
        __bytes = []
        super.init()
    }
    init(__bytes: [Int]) {
        self.__bytes = __bytes
        super.init()
    }
    init(data: Data) {
        __bytes = data.__bytes
        super.init()
    }
    init?(contentsOfFile path: String) {
        let bytes = __kilnRead(path)
        __bytes = bytes
        super.init()
        if __kilnTakeError() != nil { return nil }
    }
    init?(contentsOf url: URL) {
        let bytes = __kilnRead(url.path)
        __bytes = bytes
        super.init()
        if __kilnTakeError() != nil { return nil }
    }
    var length: Int { return __bytes.count }
    var count: Int { return __bytes.count }
    func write(toFile path: String, atomically: Bool) -> Bool {
        __kilnWrite(path, __bytes, atomically)
        return __kilnTakeError() == nil
    }
    func write(to url: URL, atomically: Bool) -> Bool {
        __kilnWrite(url.path, __bytes, atomically)
        return __kilnTakeError() == nil
    }
    func write(to url: URL, options: [WritingOptions]) throws {
        __kilnWrite(url.path, __bytes, options.contains(.atomic) || options.contains(.atomicWrite))
        try __kilnCheck()
    }
    func writeToFile(_ path: String, atomically: Bool) -> Bool {
        __kilnRenamed("writeToFile(_:atomically:)", "write(toFile:atomically:)")
        return write(toFile: path, atomically: atomically)
    }
    init?(contentsOfURL url: URL) {
        __kilnRenamed("NSData(contentsOfURL:)", "NSData(contentsOf:)")
        let bytes = __kilnRead(url.path)
        __bytes = bytes
        super.init()
        if __kilnTakeError() != nil { return nil }
    }
    override var description: String { return "{length = \(__bytes.count)}" }
    func __kilnPayload() -> Any { return ["NSData", __bytes] }
}
class NSString: NSObject {}
class NSArray: NSObject {
    // `NSArray(contentsOfFile:)` gives the array itself: Swift bridges it to [Any].
    init?(contentsOfFile path: String) {
        super.init()
        let bytes = __kilnRead(path)
        if __kilnTakeError() != nil { return nil }
        guard let array = __kilnPlistDecode(bytes, self) as? [Any] else { return nil }
        self = array
    }
}
class NSDictionary: NSObject {
    init?(contentsOfFile path: String) {
        super.init()
        let bytes = __kilnRead(path)
        if __kilnTakeError() != nil { return nil }
        guard let dictionary = __kilnPlistDecode(bytes, self) as? [String: Any] else { return nil }
        self = dictionary
    }
}
class NSMutableArray: NSArray {}
class NSMutableDictionary: NSDictionary {}

extension Array {
    /// `NSArray.write(toFile:atomically:)`: an XML property list.
    func write(toFile path: String, atomically: Bool) -> Bool {
        __kilnWrite(path, __kilnPlistEncode(self, "xml"), atomically)
        return __kilnTakeError() == nil
    }
    func write(to url: URL, atomically: Bool) -> Bool { return write(toFile: url.path, atomically: atomically) }
}
extension Dictionary {
    func write(toFile path: String, atomically: Bool) -> Bool {
        __kilnWrite(path, __kilnPlistEncode(self, "xml"), atomically)
        return __kilnTakeError() == nil
    }
    func write(to url: URL, atomically: Bool) -> Bool { return write(toFile: url.path, atomically: atomically) }
}

enum PropertyListFormat { case xml, binary, openStep }

class PropertyListSerialization: NSObject {
    static func data(fromPropertyList plist: Any, format: PropertyListFormat, options: Any) throws -> Data {
        return Data(__bytes: __kilnPlistEncode(plist, format == .binary ? "binary" : "xml"))
    }
    static func propertyList(from data: Data, options: Any, format: Any?) throws -> Any {
        let value = __kilnPlistDecode(data.__bytes, NSObject())
        try __kilnCheck()
        return value!
    }
}

class NSFileManager {
    static func defaultManager() -> FileManager {
        __kilnRenamed("NSFileManager.defaultManager()", "FileManager.default")
        return FileManager.default
    }
}
class NSNotificationCenter {
    static func defaultCenter() -> NotificationCenter {
        __kilnRenamed("NSNotificationCenter.defaultCenter()", "NotificationCenter.default")
        return NotificationCenter.default
    }
}
class NSUserDefaults {
    static func standardUserDefaults() -> UserDefaults {
        __kilnRenamed("NSUserDefaults.standardUserDefaults()", "UserDefaults.standard")
        return UserDefaults.standard
    }
}

class UserDefaults: NSObject {
    func setObject(_ value: Any?, forKey key: String) {
        __kilnRenamed("setObject(_:forKey:)", "set(_:forKey:)")
        set(value, forKey: key)
    }
    func setBool(_ value: Bool, forKey key: String) {
        __kilnRenamed("setBool(_:forKey:)", "set(_:forKey:)")
        set(value, forKey: key)
    }
    func setInteger(_ value: Int, forKey key: String) {
        __kilnRenamed("setInteger(_:forKey:)", "set(_:forKey:)")
        set(value, forKey: key)
    }
    func setDouble(_ value: Double, forKey key: String) {
        __kilnRenamed("setDouble(_:forKey:)", "set(_:forKey:)")
        set(value, forKey: key)
    }
    func objectForKey(_ key: String) -> Any? {
        __kilnRenamed("objectForKey(_:)", "object(forKey:)")
        return object(forKey: key)
    }
    func stringForKey(_ key: String) -> String? {
        __kilnRenamed("stringForKey(_:)", "string(forKey:)")
        return string(forKey: key)
    }
    func integerForKey(_ key: String) -> Int {
        __kilnRenamed("integerForKey(_:)", "integer(forKey:)")
        return integer(forKey: key)
    }
    func boolForKey(_ key: String) -> Bool {
        __kilnRenamed("boolForKey(_:)", "bool(forKey:)")
        return bool(forKey: key)
    }
    func doubleForKey(_ key: String) -> Double {
        __kilnRenamed("doubleForKey(_:)", "double(forKey:)")
        return double(forKey: key)
    }
    func removeObjectForKey(_ key: String) {
        __kilnRenamed("removeObjectForKey(_:)", "removeObject(forKey:)")
        removeObject(forKey: key)
    }
    static let standard = UserDefaults()
    func set(_ value: Any?, forKey key: String) { __kilnDefaultsSet(key, value) }
    func object(forKey key: String) -> Any? { return __kilnDefaultsGet(key, self) }
    func value(forKey key: String) -> Any? { return __kilnDefaultsGet(key, self) }
    func string(forKey key: String) -> String? { return __kilnDefaultsScalar("String", key) }
    func integer(forKey key: String) -> Int { return __kilnDefaultsScalar("Int", key) as! Int }
    func bool(forKey key: String) -> Bool { return __kilnDefaultsScalar("Bool", key) as! Bool }
    func double(forKey key: String) -> Double { return __kilnDefaultsScalar("Double", key) as! Double }
    func float(forKey key: String) -> Double { return __kilnDefaultsScalar("Double", key) as! Double }
    func array(forKey key: String) -> [Any]? { return __kilnDefaultsGet(key, self) as? [Any] }
    func dictionary(forKey key: String) -> [String: Any]? { return __kilnDefaultsGet(key, self) as? [String: Any] }
    func stringArray(forKey key: String) -> [String]? { return __kilnDefaultsGet(key, self) as? [String] }
    func data(forKey key: String) -> Data? { return __kilnDefaultsGet(key, self) as? Data }
    func removeObject(forKey key: String) { __kilnDefaultsSet(key, nil) }
    func register(defaults registrationDictionary: [String: Any]) { __kilnDefaultsRegister(registrationDictionary) }
    func synchronize() -> Bool { return __kilnDefaultsSynchronize() }
    func dictionaryRepresentation() -> [String: Any] { return __kilnDefaultsDictionary(self) as! [String: Any] }
}
class NSNumber: NSObject {}
class NSDate: NSObject {}
class NSUUID: NSObject {}

class NSMutableData: NSData {
    func append(_ data: Data) { __bytes += data.__bytes }
}

// MARK: FileManager (a native class for `FileManager.default`; its methods are here)

extension FileManager {
    static func __kilnMakeDefault() -> FileManager { return FileManager() }
    func urls(for directory: SearchPathDirectory, in domainMask: SearchPathDomainMask) -> [URL] {
        return NSSearchPathForDirectoriesInDomains(directory, domainMask, true).map { URL(fileURLWithPath: $0) }
    }
    func fileExists(atPath path: String) -> Bool { return __kilnFileExists(path)[0] }
    func fileExists(atPath path: String, isDirectory: inout Bool) -> Bool {
        let answer = __kilnFileExists(path)
        isDirectory = answer[1]
        return answer[0]
    }
    func createDirectory(atPath path: String, withIntermediateDirectories createIntermediates: Bool, attributes: [FileAttributeKey: Any]? = nil) throws {
        __kilnCreateDirectory(path, createIntermediates)
        try __kilnCheck()
    }
    func createDirectory(at url: URL, withIntermediateDirectories createIntermediates: Bool, attributes: [FileAttributeKey: Any]? = nil) throws {
        __kilnCreateDirectory(url.path, createIntermediates)
        try __kilnCheck()
    }
    func createFile(atPath path: String, contents data: Data?, attributes: [FileAttributeKey: Any]? = nil) -> Bool {
        __kilnWrite(path, data?.__bytes ?? [], false)
        return __kilnTakeError() == nil
    }
    func contents(atPath path: String) -> Data? {
        let bytes = __kilnRead(path)
        if __kilnTakeError() != nil { return nil }
        return Data(__bytes: bytes)
    }
    func removeItem(atPath path: String) throws {
        __kilnRemove(path)
        try __kilnCheck()
    }
    func removeItem(at url: URL) throws {
        __kilnRemove(url.path)
        try __kilnCheck()
    }
    func moveItem(atPath source: String, toPath destination: String) throws {
        __kilnMove(source, destination)
        try __kilnCheck()
    }
    func moveItem(at source: URL, to destination: URL) throws {
        __kilnMove(source.path, destination.path)
        try __kilnCheck()
    }
    func copyItem(atPath source: String, toPath destination: String) throws {
        __kilnCopy(source, destination)
        try __kilnCheck()
    }
    func copyItem(at source: URL, to destination: URL) throws {
        __kilnCopy(source.path, destination.path)
        try __kilnCheck()
    }
    func contentsOfDirectory(atPath path: String) throws -> [String] {
        let names = __kilnContentsOfDirectory(path)
        try __kilnCheck()
        return names
    }
    func contentsOfDirectory(at url: URL, includingPropertiesForKeys keys: [Any]?, options mask: [Any] = []) throws -> [URL] {
        let names = __kilnContentsOfDirectory(url.path)
        try __kilnCheck()
        return names.map { url.appendingPathComponent($0) }
    }
    func attributesOfItem(atPath path: String) throws -> [FileAttributeKey: Any] {
        let attributes = __kilnAttributes(path)
        try __kilnCheck()
        return [.size: attributes[0], .type: attributes[1], .posixPermissions: attributes[2],
                .modificationDate: Date(timeIntervalSinceReferenceDate: attributes[3] as! Double)]
    }
    var temporaryDirectory: URL { return URL(fileURLWithPath: NSTemporaryDirectory()) }
}

// MARK: Dates and identifiers

struct Date: CustomStringConvertible, Equatable, Comparable {
    let timeIntervalSinceReferenceDate: Double
    init() { timeIntervalSinceReferenceDate = __kilnNow() }
    init(timeIntervalSinceReferenceDate seconds: Double) { timeIntervalSinceReferenceDate = seconds }
    init(timeIntervalSince1970 seconds: Double) { timeIntervalSinceReferenceDate = seconds - 978307200 }
    init(timeIntervalSinceNow seconds: Double) { timeIntervalSinceReferenceDate = __kilnNow() + seconds }
    var timeIntervalSince1970: Double { return timeIntervalSinceReferenceDate + 978307200 }
    var timeIntervalSinceNow: Double { return timeIntervalSinceReferenceDate - __kilnNow() }
    func timeIntervalSince(_ other: Date) -> Double { return timeIntervalSinceReferenceDate - other.timeIntervalSinceReferenceDate }
    func addingTimeInterval(_ seconds: Double) -> Date { return Date(timeIntervalSinceReferenceDate: timeIntervalSinceReferenceDate + seconds) }
    static func < (lhs: Date, rhs: Date) -> Bool { return lhs.timeIntervalSinceReferenceDate < rhs.timeIntervalSinceReferenceDate }
    var description: String { return __kilnDateDescription(timeIntervalSinceReferenceDate) }
    func __kilnPayload() -> Any { return ["NSDate", timeIntervalSinceReferenceDate] }
}

/// Fires on the simulated clock: `Simulator.advance(seconds:)` moves it.
class Timer: NSObject {
    var __id = 0
    let timeInterval: Double
    let __block: (Timer) -> Void
    var isValid = true
    var __repeats = false
    init(timeInterval: Double, repeats: Bool, block: @escaping (Timer) -> Void) {
        self.timeInterval = timeInterval
        __block = block
        super.init()
        __repeats = repeats
        __id = __kilnScheduleTimer(timeInterval, repeats, self)
    }
    static func scheduledTimer(withTimeInterval interval: Double, repeats: Bool, block: @escaping (Timer) -> Void) -> Timer {
        return Timer(timeInterval: interval, repeats: repeats, block: block)
    }
    func invalidate() {
        isValid = false
        __kilnInvalidateTimer(__id)
    }
    func __kilnFire() {
        if !__repeats { isValid = false }
        __block(self)
    }
}

struct UUID: CustomStringConvertible, Equatable, Hashable {
    let uuidString: String
    init() { uuidString = __kilnUUID() }
    init?(uuidString: String) {
        if uuidString.count != 36 { return nil }
        self.uuidString = uuidString.uppercased()
    }
    var description: String { return uuidString }
    func __kilnPayload() -> Any { return ["NSUUID", uuidString] }
}

// MARK: Archiving

class NSCoder: NSObject {
    var __handle = 0
    var requiresSecureCoding: Bool { return __kilnCoderRequiresSecureCoding(__handle) }
    func encode(_ value: Any, forKey key: String) { __kilnEncode(__handle, value, key) }
    func encodeConditionalObject(_ object: Any?, forKey key: String) { __kilnEncode(__handle, object, key) }
    func encodeCInt(_ value: Int, forKey key: String) { __kilnEncode(__handle, value, key) }
    func decodeObject(forKey key: String) -> Any? { return __kilnDecodeObject(__handle, key) }
    /// `decodeObject(of: Item.self, forKey:)` and `decodeObject(of: [NSArray.self, Item.self], forKey:)`.
    func decodeObject(of classes: Any, forKey key: String) -> Any? { return __kilnDecodeObjectOf(__handle, classes, key) }
    func decodeObject(ofClasses classes: [Any], forKey key: String) -> Any? { return __kilnDecodeObjectOf(__handle, classes, key) }
    func decodeInteger(forKey key: String) -> Int { return __kilnDecodeScalar(__handle, "Int", key) as! Int }
    func decodeInt32(forKey key: String) -> Int { return __kilnDecodeScalar(__handle, "Int32", key) as! Int }
    func decodeInt64(forKey key: String) -> Int { return __kilnDecodeScalar(__handle, "Int64", key) as! Int }
    func decodeCInt(forKey key: String) -> Int { return __kilnDecodeScalar(__handle, "Int32", key) as! Int }
    func decodeBool(forKey key: String) -> Bool { return __kilnDecodeScalar(__handle, "Bool", key) as! Bool }
    func decodeDouble(forKey key: String) -> Double { return __kilnDecodeScalar(__handle, "Double", key) as! Double }
    func decodeFloat(forKey key: String) -> Double { return __kilnDecodeScalar(__handle, "Float", key) as! Double }
    func containsValue(forKey key: String) -> Bool { return __kilnContainsValue(__handle, key) }

    // Swift 2's spellings.
    func encodeObject(_ object: Any, forKey key: String) {
        __kilnRenamed("encodeObject(_:forKey:)", "encode(_:forKey:)")
        __kilnEncode(__handle, object, key)
    }
    func encodeBool(_ value: Bool, forKey key: String) {
        __kilnRenamed("encodeBool(_:forKey:)", "encode(_:forKey:)")
        __kilnEncode(__handle, value, key)
    }
    func encodeInteger(_ value: Int, forKey key: String) {
        __kilnRenamed("encodeInteger(_:forKey:)", "encode(_:forKey:)")
        __kilnEncode(__handle, value, key)
    }
    func encodeInt(_ value: Int, forKey key: String) {
        __kilnRenamed("encodeInt(_:forKey:)", "encode(_:forKey:)")
        __kilnEncode(__handle, value, key)
    }
    func encodeDouble(_ value: Double, forKey key: String) {
        __kilnRenamed("encodeDouble(_:forKey:)", "encode(_:forKey:)")
        __kilnEncode(__handle, value, key)
    }
    func decodeObjectForKey(_ key: String) -> Any? {
        __kilnRenamed("decodeObjectForKey(_:)", "decodeObject(forKey:)")
        return __kilnDecodeObject(__handle, key)
    }
    func decodeBoolForKey(_ key: String) -> Bool {
        __kilnRenamed("decodeBoolForKey(_:)", "decodeBool(forKey:)")
        return decodeBool(forKey: key)
    }
    func decodeIntegerForKey(_ key: String) -> Int {
        __kilnRenamed("decodeIntegerForKey(_:)", "decodeInteger(forKey:)")
        return decodeInteger(forKey: key)
    }
    func decodeIntForKey(_ key: String) -> Int {
        __kilnRenamed("decodeIntForKey(_:)", "decodeInt32(forKey:)")
        return decodeInt32(forKey: key)
    }
    func decodeDoubleForKey(_ key: String) -> Double {
        __kilnRenamed("decodeDoubleForKey(_:)", "decodeDouble(forKey:)")
        return decodeDouble(forKey: key)
    }
    func containsValueForKey(_ key: String) -> Bool {
        __kilnRenamed("containsValueForKey(_:)", "containsValue(forKey:)")
        return containsValue(forKey: key)
    }
}

class NSKeyedArchiver: NSCoder {
    var __target: NSMutableData?
    init(requiringSecureCoding: Bool) {
        super.init()
        __handle = __kilnArchiverNew(self, requiringSecureCoding, false)
    }
    init(forWritingWith data: NSMutableData) {
        super.init()
        __handle = __kilnArchiverNew(self, false, false)
        __target = data
    }
    init(forWritingWithMutableData data: NSMutableData) {
        __kilnRenamed("NSKeyedArchiver(forWritingWithMutableData:)", "NSKeyedArchiver(forWritingWith:)")
        super.init()
        __handle = __kilnArchiverNew(self, false, false)
        __target = data
    }
    static func archivedDataWithRootObject(_ rootObject: Any) -> Data {
        __kilnRenamed("archivedDataWithRootObject(_:)", "archivedData(withRootObject:)")
        return NSKeyedArchiver.archivedData(withRootObject: rootObject)
    }
    override init() {
        super.init()
        __handle = __kilnArchiverNew(self, true, false)
    }
    func finishEncoding() {
        let bytes = __kilnArchiverFinish(__handle)
        if let target = __target { target.__bytes = bytes }
    }
    init(__requiringSecureCoding secure: Bool, __throwing: Bool) {
        super.init()
        __handle = __kilnArchiverNew(self, secure, __throwing)
    }
    var encodedData: Data { return Data(__bytes: __kilnArchiverFinish(__handle)) }
    func setClassName(_ codedName: String?, for cls: Any) { __kilnArchiverSetClassName(__handle, codedName, cls) }
    static func setClassName(_ codedName: String?, for cls: Any) { __kilnArchiverSetClassName(0, codedName, cls) }
    static func archivedData(withRootObject rootObject: Any) -> Data {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.encode(rootObject, forKey: "root")
        return archiver.encodedData
    }
    static func archivedData(withRootObject rootObject: Any, requiringSecureCoding: Bool) throws -> Data {
        let archiver = NSKeyedArchiver(__requiringSecureCoding: requiringSecureCoding, __throwing: true)
        archiver.encode(rootObject, forKey: "root")
        let bytes = __kilnArchiverFinish(archiver.__handle)
        try __kilnCheck()
        return Data(__bytes: bytes)
    }
    static func archiveRootObject(_ rootObject: Any, toFile path: String) -> Bool {
        let data = NSKeyedArchiver.archivedData(withRootObject: rootObject)
        return data.write(toFile: path, atomically: true)
    }
}

class NSKeyedUnarchiver: NSCoder {
    init(forReadingWith data: Any) {
        super.init()
        __handle = __kilnUnarchiverNew(self, data.__bytes, false)
    }
    init(forReadingWithData data: Any) {
        __kilnRenamed("NSKeyedUnarchiver(forReadingWithData:)", "NSKeyedUnarchiver(forReadingWith:)")
        super.init()
        __handle = __kilnUnarchiverNew(self, data.__bytes, false)
    }
    static func unarchiveObjectWithFile(_ path: String) -> Any? {
        __kilnRenamed("unarchiveObjectWithFile(_:)", "unarchiveObject(withFile:)")
        return NSKeyedUnarchiver.unarchiveObject(withFile: path)
    }
    static func unarchiveObjectWithData(_ data: Any) -> Any? {
        __kilnRenamed("unarchiveObjectWithData(_:)", "unarchiveObject(with:)")
        return NSKeyedUnarchiver.unarchiveObject(with: data)
    }
    init(forReadingFrom data: Data) throws {
        super.init()
        __handle = __kilnUnarchiverNew(self, data.__bytes, true)
        try __kilnCheck()
    }
    var decodingFailurePolicy: Int = 0
    func finishDecoding() { __kilnUnarchiverFinish(__handle) }
    func setClass(_ cls: Any?, forClassName name: String) { __kilnUnarchiverSetClass(__handle, cls, name) }
    static func setClass(_ cls: Any?, forClassName name: String) { __kilnUnarchiverSetClass(0, cls, name) }
    static func unarchiveObject(with data: Any) -> Any? {
        let unarchiver = NSKeyedUnarchiver(forReadingWith: data)
        return unarchiver.decodeObject(forKey: "root")
    }
    static func unarchiveObject(withFile path: String) -> Any? {
        let bytes = __kilnRead(path)
        if __kilnTakeError() != nil { return nil }
        return NSKeyedUnarchiver.unarchiveObject(with: Data(__bytes: bytes))
    }
    static func unarchiveTopLevelObjectWithData(_ data: Data) throws -> Any? {
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
        unarchiver.requiresSecureCodingOff()
        let root = unarchiver.decodeObject(forKey: "root")
        try __kilnCheck()
        return root
    }
    static func unarchivedObject(ofClass cls: Any, from data: Data) throws -> Any? {
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
        let root = __kilnDecodeObjectOf(unarchiver.__handle, [cls], "root")
        try __kilnCheck()
        return root
    }
    static func unarchivedObject(ofClasses classes: [Any], from data: Data) throws -> Any? {
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
        let root = __kilnDecodeObjectOf(unarchiver.__handle, classes, "root")
        try __kilnCheck()
        return root
    }
    func requiresSecureCodingOff() { __kilnUnarchiverSecure(__handle, false) }
}
// MARK: The app

class UIResponder: NSObject {}

class UIApplication: NSObject {
    /// iOS's `UIApplication.State`, with the two states iOS does not report to the app
    /// (`notRunning`, `suspended`) that `Simulator.state` also answers.
    enum State: Int, CustomStringConvertible {
        case active = 0, inactive = 1, background = 2, notRunning = 3, suspended = 4
        var description: String {
            switch self {
            case .active: return "active"
            case .inactive: return "inactive"
            case .background: return "background"
            case .notRunning: return "notRunning"
            case .suspended: return "suspended"
            }
        }
        static func __kilnNamed(_ name: String) -> State {
            switch name {
            case "active": return .active
            case "inactive": return .inactive
            case "background": return .background
            case "suspended": return .suspended
            default: return .notRunning
            }
        }
    }
    static let shared = UIApplication()
    static func sharedApplication() -> UIApplication {
        __kilnRenamed("UIApplication.sharedApplication()", "UIApplication.shared")
        return UIApplication.shared
    }
    var delegate: Any? { return __kilnAppDelegate() }
    var applicationState: State { return State.__kilnNamed(__kilnApplicationState()) }
    func __kilnMakeDelegate(_ name: String) -> Any? { return __kilnMakeObject(name) }

    static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
}

/// What iOS does by itself, driven by the script (see DESIGN.md, "The simulated device").
class Simulator {
    static func launch(_ appDelegate: Any) { __kilnLaunch(appDelegate, UIApplication.shared) }
    static func pressHome() { __kilnDevice("pressHome") }
    static func incomingCall() { __kilnDevice("incomingCall") }
    static func endCall() { __kilnDevice("endCall") }
    static func tapIcon() { __kilnDevice("tapIcon") }
    static func receiveMemoryWarning() { __kilnDevice("receiveMemoryWarning") }
    static func terminate() { __kilnDevice("terminate") }
    static func advance(seconds: Double) { __kilnAdvance(seconds) }
    static func failNextWrite(afterBytes bytes: Int) { __kilnFailNextWrite(bytes) }
    static var state: UIApplication.State { return State.__kilnNamed(__kilnState()) }
    static var events: [String] { return __kilnEvents() }
    static var memoryFootprint: Int { return __kilnMemoryFootprint() }
    static var memoryLimit: Int {
        get { return __kilnMemoryLimit() }
        set { __kilnSetMemoryLimit(newValue) }
    }
}

// MARK: Notifications

struct Notification: CustomStringConvertible {
    struct Name: Equatable, Hashable, CustomStringConvertible {
        let rawValue: String
        init(_ rawValue: String) { self.rawValue = rawValue }
        init(rawValue: String) { self.rawValue = rawValue }
        var description: String { return rawValue }
    }
    let name: Name
    let object: Any?
    let userInfo: [AnyHashable: Any]?
    init(name: Name, object: Any? = nil, userInfo: [AnyHashable: Any]? = nil) {
        self.name = name
        self.object = object
        self.userInfo = userInfo
    }
    var description: String { return "name = \(name.rawValue)" }
    // `Notification.Name("…")`: the interpreter has no nested-type access yet, so the nested
    // type's initializers are also static methods of its outer type.
    static func Name(_ rawValue: String) -> Name { return __kilnNotificationName(rawValue) }
    static func Name(rawValue: String) -> Name { return __kilnNotificationName(rawValue) }
}
func __kilnNotificationName(_ rawValue: String) -> Notification.Name { return Name(rawValue: rawValue) }

class __KilnObserverToken: NSObject {
    let id: Int
    init(id: Int) {
        self.id = id
        super.init()
    }
}

extension NotificationCenter {
    static func __kilnMakeDefault() -> NotificationCenter { return NotificationCenter() }
    func addObserver(_ observer: Any, selector: String, name: Notification.Name?, object: Any?) {
        __kilnAddObserver(observer, selector, name?.rawValue, object, self)
    }
    func addObserver(forName name: Notification.Name?, object: Any?, queue: Any?, using block: (Notification) -> Void) -> Any {
        return __KilnObserverToken(id: __kilnAddBlockObserver(name?.rawValue, object, block, self))
    }
    func post(name: Notification.Name, object: Any?) { __kilnPost(name.rawValue, object, nil, self) }
    func post(name: Notification.Name, object: Any?, userInfo: [AnyHashable: Any]?) { __kilnPost(name.rawValue, object, userInfo, self) }
    func post(_ notification: Notification) { __kilnPost(notification.name.rawValue, notification.object, notification.userInfo, self) }
    func removeObserver(_ observer: Any) {
        if let token = observer as? __KilnObserverToken {
            __kilnRemoveToken(token.id)
        } else {
            __kilnRemoveObserver(observer, nil, nil)
        }
    }
    func removeObserver(_ observer: Any, name: Notification.Name?, object: Any?) {
        if let token = observer as? __KilnObserverToken {
            __kilnRemoveToken(token.id)
        } else {
            __kilnRemoveObserver(observer, name?.rawValue, object)
        }
    }
    func __kilnMakeNotification(_ name: String, _ object: Any?, _ userInfo: Any?) -> Notification {
        return Notification(name: Notification.Name(name), object: object, userInfo: userInfo as? [AnyHashable: Any])
    }
}
// MARK: Images

struct CGSize: Equatable, CustomStringConvertible {
    var width: Double
    var height: Double
    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    static let zero = CGSize(width: 0, height: 0)
    var description: String { return "(\(width), \(height))" }
}

class UIColor: NSObject {
    let red: Double
    let green: Double
    let blue: Double
    let alpha: Double
    init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        super.init()
    }
    init(white: Double, alpha: Double) {
        red = white
        green = white
        blue = white
        self.alpha = alpha
        super.init()
    }
    static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    static let white = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
    static let black = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
    static let gray = UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
    static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
}

class UIImage: NSObject {
    let __handle: Int
    init?(named name: String) {
        __handle = __kilnImageNamed(name)
        super.init()
        if __handle == 0 { return nil }
    }
    init?(contentsOfFile path: String) {
        let bytes = __kilnRead(path)
        __handle = __kilnTakeError() == nil ? __kilnImageFromBytes(bytes, 1.0) : 0
        super.init()
        if __handle == 0 { return nil }
    }
    init?(data: Data) {
        __handle = __kilnImageFromBytes(data.__bytes, 1.0)
        super.init()
        if __handle == 0 { return nil }
    }
    init?(data: Data, scale: Double) {
        __handle = __kilnImageFromBytes(data.__bytes, scale)
        super.init()
        if __handle == 0 { return nil }
    }
    /// Kiln's way to draw a test image: `size` in points, filled with `color`, at the
    /// device's scale (2) unless one is given.
    init(color: UIColor, size: CGSize, scale: Double = 2) {
        __handle = __kilnImageFilled(size.width, size.height, scale, color.red, color.green, color.blue, color.alpha)
        super.init()
    }
    deinit { __kilnImageRelease(__handle) }
    var size: CGSize {
        let info = __kilnImageInfo(__handle)
        return CGSize(width: info[0], height: info[1])
    }
    var scale: Double { return __kilnImageInfo(__handle)[2] }
    func jpegData(compressionQuality: Double) -> Data? {
        guard let bytes = __kilnImageJPEG(__handle, compressionQuality) as? [Int] else { return nil }
        return Data(__bytes: bytes)
    }
    func pngData() -> Data? {
        guard let bytes = __kilnImagePNG(__handle) as? [Int] else { return nil }
        return Data(__bytes: bytes)
    }
}

func UIImageJPEGRepresentation(_ image: UIImage, _ compressionQuality: Double) -> Data? {
    __kilnRenamed("UIImageJPEGRepresentation(_:_:)", "jpegData(compressionQuality:)")
    return image.jpegData(compressionQuality: compressionQuality)
}
func UIImagePNGRepresentation(_ image: UIImage) -> Data? {
    __kilnRenamed("UIImagePNGRepresentation(_:)", "pngData()")
    return image.pngData()
}
"""#
}
