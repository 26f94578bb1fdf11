// The prelude's Foundation basics: NSObject and NSError, paths and URL, the bundle, Data and NSData,
// FileManager's methods, Date, Timer and UUID.
extension Prelude {
    static let foundation = #"""
class NSObject: CustomStringConvertible, Equatable, Hashable {
    init() {}
    var description: String { return "<\(__kilnTypeName(self))>" }
    func isEqual(_ object: Any?) -> Bool { return __kilnIdentical(self, object) }
    // Foundation's `==` of two NSObjects asks `isEqual(_:)`, which a subclass overrides.
    static func == (lhs: NSObject, rhs: NSObject) -> Bool { return lhs.isEqual(rhs) }
    // Hashable through `hash`, which a subclass overrides beside `isEqual(_:)` (a Set's or a
    // Dictionary's key asks both).
    var hash: Int { return ObjectIdentifier(self).hashValue }
    func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}

protocol NSCoding {}

protocol NSSecureCoding {}

// `error as NSError` of a script's own error value runs __kilnBridgedNSError (CompilerCasts.swift).
class NSError: Error, CustomStringConvertible {
    let domain: String
    let code: Int
    let userInfo: [String: Any]
    init(domain: String, code: Int, userInfo: [String: Any]? = nil) {
        self.domain = domain
        self.code = code
        self.userInfo = userInfo ?? [:]
    }
    // The sentence iOS derives from the code (not kept in userInfo, as on iOS).
    var __message: String? = nil
    // The error Kiln's native Foundation throws (`Bindings.cocoaError`): the path in userInfo,
    // as Foundation puts it, and iOS's sentence.
    convenience init(__domain domain: String, code: Int, message: String, path: String) {
        var info: [String: Any] = [:]
        if !path.isEmpty { info["NSFilePath"] = path }
        self.init(__domain: domain, code: code, message: message, userInfo: info)
    }
    convenience init(__domain domain: String, code: Int, message: String, userInfo: [String: Any]) {
        self.init(domain: domain, code: code, userInfo: userInfo)
        __message = message
    }
    var localizedDescription: String {
        if let message = userInfo["NSLocalizedDescription"] as? String { return message }
        if let message = __message { return message }
        // corelibs' words: the failure reason after the sentence, else the domain and code.
        if let reason = userInfo["NSLocalizedFailureReason"] as? String ?? (domain == "NSCocoaErrorDomain" ? __kilnCocoaFailureReason(code) : nil) {
            return "The operation could not be completed. " + reason
        }
        return "The operation could not be completed. (\(domain) error \(code).)"
    }
    // Kiln's own errors (a sentence from iOS) print as iOS prints them; a script's own as corelibs'
    // NSError does: the failure reason or "(null)", then the userInfo, if any, with no space before.
    var description: String {
        let info = userInfo.keys.sorted().map { "\($0)=\(userInfo[$0]!)" }.joined(separator: ", ")
        if __message != nil { return "Error Domain=\(domain) Code=\(code) \"\(localizedDescription)\" UserInfo={\(info)}" }
        let reason = userInfo["NSLocalizedFailureReason"] as? String ?? (domain == "NSCocoaErrorDomain" ? __kilnCocoaFailureReason(code) : nil) ?? "(null)"
        return "Error Domain=\(domain) Code=\(code) \"\(reason)\"" + (userInfo.isEmpty ? "" : "UserInfo={\(info)}")
    }
}

/// `error as NSError` of a script's own error value, as Swift's runtime bridges it
/// (ErrorDescriptions.swift); an NSError stays itself.
/// `data as NSData`: an NSData object holding the bytes (it prints them in hex, as Foundation's does).
func __kilnBoxedNSData(_ data: Data) -> NSData { return NSData(data: data) }

func __kilnBridgedNSError(_ error: Any) -> NSError {
    if let ns = error as? NSError { return ns }
    if let cocoa = error as? CocoaError { return cocoa._nsError }
    let parts = __kilnBridgedErrorParts(error)
    return NSError(domain: parts[0] as! String, code: parts[1] as! Int, userInfo: parts[2] as? [String: Any])
}

/// Foundation's errors in NSCocoaErrorDomain, as Swift sees them: a struct around the NSError
/// (`_nsError`), whose `code` is a `CocoaError.Code` (PreludeFiles.swift). Native code throws the
/// NSError; casts bridge the two ways (`catch let error as CocoaError` of an NSError in the
/// domain, `error as NSError` or `catch let e as NSError` of a CocoaError), as Swift's runtime
/// does, through `__kilnCastToCocoaError` and `__kilnCastToNSError` (KilnScript's CompilerCasts.swift).
struct CocoaError: Error, Hashable, CustomStringConvertible {
    let _nsError: NSError
    init(_nsError error: NSError) { _nsError = error }
    var userInfo: [String: Any] { return _nsError.userInfo }
    var localizedDescription: String { return _nsError.localizedDescription }
    var description: String { return _nsError.description }
    static func == (lhs: CocoaError, rhs: CocoaError) -> Bool { return lhs._nsError.isEqual(rhs._nsError) }
    func hash(into hasher: inout Hasher) { hasher.combine(_nsError.code) }
}

func __kilnCastToCocoaError(_ value: Any) -> CocoaError? {
    guard let error = value as? NSError, error.domain == "NSCocoaErrorDomain" else { return nil }
    return CocoaError(_nsError: error)
}

func __kilnCastToNSError(_ value: Any) -> NSError? {
    return (value as? CocoaError)?._nsError
}

enum NSSearchPathDirectory: Int {
    case applicationDirectory = 1, libraryDirectory = 5, userDirectory = 7, documentationDirectory = 8
    case documentDirectory = 9, desktopDirectory = 12, cachesDirectory = 13, applicationSupportDirectory = 14
    case downloadsDirectory = 15, moviesDirectory = 17, musicDirectory = 18, picturesDirectory = 19
    case trashDirectory = 102
    // Swift 2's names: NSSearchPathForDirectoriesInDomains reads cases by name and notes today's.
    case LibraryDirectory = 1005, DocumentationDirectory = 1008, DocumentDirectory = 1009, CachesDirectory = 1013
    case ApplicationSupportDirectory = 1014
}

enum NSSearchPathDomainMask: Int {
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
    init(format: String, _ arguments: Any...) {
        self = __kilnFormat(format, arguments)
    }
    init(contentsOfFile path: String, encoding: String.Encoding) throws {
        let text = try __kilnReadText(path)
        self = text
    }
    init(contentsOf url: URL, encoding: String.Encoding) throws {
        let text = try __kilnReadText(url.path)
        self = text
    }
    func write(toFile path: String, atomically useAuxiliaryFile: Bool, encoding: String.Encoding) throws {
        try __kilnWrite(path, __kilnUTF8(self), useAuxiliaryFile)
    }
    func write(to url: URL, atomically useAuxiliaryFile: Bool, encoding: String.Encoding) throws {
        try __kilnWrite(url.path, __kilnUTF8(self), useAuxiliaryFile)
    }
    // The bytes in the encoding; nil where a character has none in it (`.ascii`, `.isoLatin1`).
    func data(using encoding: String.Encoding) -> Data? {
        if encoding == .utf8 { return Data(__bytes: __kilnUTF8(self)) }
        return __kilnEncodeText(self, encoding).map { Data($0) }
    }
    // nil when the bytes are not text in the encoding, as Foundation answers.
    init?(data: Data, encoding: String.Encoding) {
        if encoding == .utf8 {
            guard let text = __kilnStringFromUTF8(data.__bytes) as? String else { return nil }
            self = text
            return
        }
        guard let text = __kilnDecodeText(Array(data.__bytes), encoding) else { return nil }
        self = text
    }
}

// String.Encoding, by Foundation's raw values (`.unicode` is `.utf16`).
enum StringEncoding: UInt {
    case ascii = 1, utf8 = 4, isoLatin1 = 5, nonLossyASCII = 7, windowsCP1252 = 12, utf16 = 10
    case utf16BigEndian = 0x90000100, utf16LittleEndian = 0x94000100
    case utf32 = 0x8c000100, utf32BigEndian = 0x98000100, utf32LittleEndian = 0x9c000100
    static var unicode: StringEncoding { return .utf16 }
}
extension String {
    typealias Encoding = StringEncoding
}

// A text's bytes in an encoding other than UTF-8, as corelibs writes them: UTF-16 and UTF-32
// with a little-endian byte order mark, their named orders without one.
func __kilnEncodeText(_ text: String, _ encoding: StringEncoding) -> [UInt8]? {
    var bytes: [UInt8] = []
    func unit(_ value: UInt32, _ width: Int, bigEndian: Bool) {
        for index in 0..<width {
            let shift = UInt32(8 * (bigEndian ? width - 1 - index : index))
            bytes.append(UInt8((value >> shift) & 0xFF))
        }
    }
    switch encoding {
    case .ascii, .isoLatin1:
        let limit: UInt32 = encoding == .ascii ? 127 : 255
        for scalar in text.unicodeScalars {
            if scalar.value > limit { return nil }
            bytes.append(UInt8(scalar.value))
        }
    case .windowsCP1252:
        for scalar in text.unicodeScalars {
            if scalar.value < 0x80 || (scalar.value >= 0xA0 && scalar.value <= 0xFF) { bytes.append(UInt8(scalar.value)); continue }
            guard let offset = __kilnWindows1252High.firstIndex(of: scalar.value) else { return nil }
            bytes.append(UInt8(0x80 + offset))
        }
    case .nonLossyASCII:
        // What ASCII cannot hold, as `\uXXXX` escapes (a backslash as `\\`), as Foundation writes it.
        for code in text.utf16 {
            if code == 0x5C { bytes += [0x5C, 0x5C] }
            else if code < 0x80 { bytes.append(UInt8(code)) }
            else {
                let hex = Array("0123456789abcdef".utf8)
                bytes += [0x5C, 0x75] + [12, 8, 4, 0].map { hex[Int((code >> UInt16($0)) & 0xF)] }
            }
        }
    case .utf16, .utf16LittleEndian, .utf16BigEndian:
        if encoding == .utf16 { bytes = [0xFF, 0xFE] }
        for code in text.utf16 { unit(UInt32(code), 2, bigEndian: encoding == .utf16BigEndian) }
    case .utf32, .utf32LittleEndian, .utf32BigEndian:
        if encoding == .utf32 { bytes = [0xFF, 0xFE, 0, 0] }
        for scalar in text.unicodeScalars { unit(scalar.value, 4, bigEndian: encoding == .utf32BigEndian) }
    case .utf8:
        return __kilnUTF8(text)
    }
    return bytes
}

// Windows-1252's characters for the bytes 0x80 to 0x9F (0 where it defines none).
let __kilnWindows1252High: [UInt32] = [0x20AC, 0x0000, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x0000, 0x017D, 0x0000, 0x0000, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x0000, 0x017E, 0x0178]

// Bytes read as text in an encoding other than UTF-8; nil where they are not. UTF-16 and UTF-32
// follow a byte order mark (dropped), else are big-endian.
func __kilnDecodeText(_ bytes: [UInt8], _ encoding: StringEncoding) -> String? {
    var scalars = String.UnicodeScalarView()
    switch encoding {
    case .ascii, .isoLatin1:
        for byte in bytes {
            if encoding == .ascii && byte > 127 { return nil }
            scalars.append(Unicode.Scalar(byte))
        }
    case .windowsCP1252:
        for byte in bytes {
            if byte < 0x80 || byte >= 0xA0 { scalars.append(Unicode.Scalar(byte)); continue }
            // The five bytes Windows-1252 leaves undefined are not text.
            guard let scalar = Unicode.Scalar(__kilnWindows1252High[Int(byte) - 0x80]), scalar.value != 0 else { return nil }
            scalars.append(scalar)
        }
    case .nonLossyASCII:
        guard let text = __kilnDecodeText(bytes, .ascii) else { return nil }
        return text

    case .utf16, .utf16LittleEndian, .utf16BigEndian:
        // An odd last byte is left out, as corelibs leaves it.
        var start = 0
        var bigEndian = encoding != .utf16LittleEndian
        if encoding == .utf16, bytes.count >= 2 {
            if bytes[0] == 0xFF && bytes[1] == 0xFE { bigEndian = false; start = 2 }
            else if bytes[0] == 0xFE && bytes[1] == 0xFF { start = 2 }
        }
        var units: [UInt32] = []
        var index = start
        while index + 1 < bytes.count {
            let high = UInt32(bytes[bigEndian ? index : index + 1]), low = UInt32(bytes[bigEndian ? index + 1 : index])
            units.append(high << 8 | low)
            index += 2
        }
        var position = 0
        while position < units.count {
            let code = units[position]
            position += 1
            if code >= 0xDC00 && code <= 0xDFFF { return nil }
            if code >= 0xD800 && code <= 0xDBFF {
                guard position < units.count, units[position] >= 0xDC00 && units[position] <= 0xDFFF else { return nil }
                let combined = 0x10000 + ((code - 0xD800) << 10) + (units[position] - 0xDC00)
                position += 1
                guard let scalar = Unicode.Scalar(combined) else { return nil }
                scalars.append(scalar)
            } else {
                guard let scalar = Unicode.Scalar(code) else { return nil }
                scalars.append(scalar)
            }
        }
    case .utf32, .utf32LittleEndian, .utf32BigEndian:
        guard bytes.count % 4 == 0 else { return nil }
        var start = 0
        var bigEndian = encoding != .utf32LittleEndian
        if encoding == .utf32, bytes.count >= 4 {
            if bytes[0] == 0xFF && bytes[1] == 0xFE && bytes[2] == 0 && bytes[3] == 0 { bigEndian = false; start = 4 }
            else if bytes[0] == 0 && bytes[1] == 0 && bytes[2] == 0xFE && bytes[3] == 0xFF { start = 4 }
        }
        var index = start
        while index < bytes.count {
            var value: UInt32 = 0
            for offset in 0..<4 { value = value << 8 | UInt32(bytes[index + (bigEndian ? offset : 3 - offset)]) }
            guard let scalar = Unicode.Scalar(value) else { return nil }
            scalars.append(scalar)
            index += 4
        }
    case .utf8:
        return __kilnStringFromUTF8(bytes) as? String
    }
    return String(scalars)
}

// Swift 2's name of `String.Encoding.utf8`.
var NSUTF8StringEncoding: StringEncoding {
    __kilnRenamed("NSUTF8StringEncoding", "String.Encoding.utf8")
    return .utf8
}

// Swift 2's `text.characters` (Swift 4 made a String its own collection of characters).
extension String {
    var characters: String {
        __kilnRenamed("characters", "the String itself")
        return self
    }
}

class Bundle: NSObject {
    static let main: Bundle = Bundle(__path: __kilnBundlePath())
    let __path: String
    init(__path path: String) {
        __path = path
        super.init()
    }
    var bundlePath: String { return __path }
    var bundleURL: URL { return URL(fileURLWithPath: __path) }
    var resourcePath: String? { return __path }
    var bundleIdentifier: String? {
        if self === Bundle.main { return __kilnBundleIdentifier() }
        return infoDictionary?["CFBundleIdentifier"] as? String
    }
    func path(forResource name: String?, ofType ext: String?) -> String? {
        if self !== Bundle.main { return path(forResource: name, ofType: ext, inDirectory: "") }
        return __kilnPathForResource(name, ext)
    }
    func url(forResource name: String?, withExtension ext: String?) -> URL? {
        guard let path = path(forResource: name, ofType: ext) else { return nil }
        return URL(fileURLWithPath: path)
    }
    func pathForResource(_ name: String?, ofType ext: String?) -> String? {
        __kilnRenamed("pathForResource(_:ofType:)", "path(forResource:ofType:)")
        return path(forResource: name, ofType: ext)
    }
    override var description: String { return "Bundle <\(__path)> (loaded)" }
}

class NSBundle {
    static func mainBundle() -> Bundle {
        __kilnRenamed("NSBundle.mainBundle()", "Bundle.main")
        return Bundle.main
    }
}

enum FileAttributeKey {
    case size, modificationDate, type, posixPermissions, creationDate
    case systemSize, systemFreeSize, systemNodes, systemFreeNodes, systemNumber
}

// An OptionSet in Foundation: one option (`.atomic`) or a list (`[.atomic]`) both answer `contains`.
enum DataWritingOptions {
    case atomic, atomicWrite, withoutOverwriting, noFileProtection
    // iOS's data protection classes (no effect in the simulated sandbox).
    case completeFileProtection, completeUnlessOpen, completeUntilFirstUserAuthentication, completeFileProtectionUntilFirstUserAuthentication
    func contains(_ option: DataWritingOptions) -> Bool { return self == option }
}

enum DataReadingOptions { case mappedIfSafe, uncached, alwaysMapped }

// Data's bytes are contiguous (`__bytes` holds Kiln's bytes value, not an Int per byte); Data is
// a collection of UInt8 (`for byte in data`, `data[0]`, `data.first`, `Array(data)`).
struct Data: CustomStringConvertible, Equatable, Sequence {
    typealias WritingOptions = DataWritingOptions
    typealias ReadingOptions = DataReadingOptions
    var __bytes: [UInt8]
    // A slice of a Data keeps its base's indices (`data[2...5].startIndex` is 2), as Foundation's
    // does: `__start` is the index of the first byte, 0 for a Data made whole.
    var __start = 0
    init() { __bytes = __kilnBytes([]) }
    init(__bytes: [UInt8]) { self.__bytes = __bytes }
    init(__bytes: [UInt8], __start: Int) {
        self.__bytes = __bytes
        self.__start = __start
    }
    init(_ bytes: [UInt8]) { self.__bytes = __kilnBytes(bytes) }
    init(bytes: [UInt8]) { self.__bytes = __kilnBytes(bytes) }
    init(count: Int) { __bytes = __kilnZeroBytes(count) }
    init(contentsOf url: URL) throws {
        let bytes = try __kilnRead(url.path)
        __bytes = bytes
    }
    init(contentsOf url: URL, options: [DataReadingOptions]) throws {
        let bytes = try __kilnRead(url.path)
        __bytes = bytes
    }
    var count: Int { return __bytes.count }
    var isEmpty: Bool { return __bytes.isEmpty }
    var first: UInt8? { return __bytes.first }
    var last: UInt8? { return __bytes.last }
    subscript(index: Int) -> UInt8 {
        get { return __bytes[index - __start] }
        set { __bytes[index - __start] = newValue }
    }
    // Every kind of range (`2...5`, `..<3`, `2...`): Kiln's ranges are one value, read through
    // `relative(to:)`.
    subscript(bounds: Range<Int>) -> Data {
        get {
            let r = bounds.relative(to: __start..<(__start + __bytes.count))
            return Data(__bytes: __kilnBytes(Array(__bytes[(r.lowerBound - __start)..<(r.upperBound - __start)])), __start: r.lowerBound)
        }
        set { replaceSubrange(bounds.relative(to: __start..<(__start + __bytes.count)), with: newValue) }
    }
    // Equal bytes are equal Data, wherever each starts.
    static func == (lhs: Data, rhs: Data) -> Bool { return lhs.__bytes == rhs.__bytes }
    func makeIterator() -> IndexingIterator<[UInt8]> { return __bytes.makeIterator() }
    func map(_ transform: (UInt8) throws -> Any) rethrows -> [Any] { return try __bytes.map(transform) }
    func filter(_ isIncluded: (UInt8) throws -> Bool) rethrows -> [UInt8] { return try __bytes.filter(isIncluded) }
    func reduce(_ initial: Any, _ next: (Any, UInt8) throws -> Any) rethrows -> Any { return try __bytes.reduce(initial, next) }
    func contains(_ byte: UInt8) -> Bool { return __bytes.contains(byte) }
    func contains(where predicate: (UInt8) throws -> Bool) rethrows -> Bool { return try __bytes.contains(where: predicate) }
    func first(where predicate: (UInt8) throws -> Bool) rethrows -> UInt8? { return try __bytes.first(where: predicate) }
    mutating func append(_ other: Data) { __bytes += other.__bytes }
    mutating func append(contentsOf bytes: [UInt8]) { __bytes += __kilnBytes(bytes) }
    mutating func append(_ byte: UInt8) { __bytes += __kilnBytes([byte]) }
    // Data is a RangeReplaceableCollection of bytes: `a + b`, `buffer += chunk`.
    static func + (lhs: Data, rhs: Data) -> Data { return Data(__bytes: lhs.__bytes + rhs.__bytes) }
    static func += (lhs: inout Data, rhs: Data) { lhs.__bytes += rhs.__bytes }
    func write(to url: URL) throws {
        try __kilnWrite(url.path, __bytes, false)
    }
    func write(to url: URL, options: [DataWritingOptions]) throws {
        let atomically = options.contains(.atomic) || options.contains(.atomicWrite)
        if options.contains(.withoutOverwriting) { try __kilnWriteNew(url.path, __bytes, atomically) } else { try __kilnWrite(url.path, __bytes, atomically) }
    }
    func write(toFile path: String, atomically: Bool) -> Bool {
        return (try? __kilnWrite(path, __bytes, atomically)) != nil
    }
    // Swift 2's spelling (NSData's then; `UIImageJPEGRepresentation` returns Data here).
    func writeToFile(_ path: String, atomically: Bool) -> Bool {
        __kilnRenamed("writeToFile(_:atomically:)", "write(toFile:atomically:)")
        return write(toFile: path, atomically: atomically)
    }
    var description: String { return "\(__bytes.count) bytes" }
    func __kilnPayload() -> Any { return ["NSData", __bytes] }
}

// Foundation's NSData: it holds a Data (`__value`), which casts see (`as? Data`; it is a bridged box,
// `Interpreter.Options.bridgeBoxes`), and prints as corelibs' does: `<01020304 05>`.
class NSData: NSObject {
    var __value: Data
    var __bytes: [UInt8] {
        get { return __value.__bytes }
        set { __value = Data(__bytes: newValue) }
    }
    override init() {
        __value = Data(__bytes: __kilnBytes([]))
        super.init()
    }
    init(__bytes: [UInt8]) {
        __value = Data(__bytes: __bytes)
        super.init()
    }
    init(data: Data) {
        __value = data
        super.init()
    }
    init?(contentsOfFile path: String) {
        guard let bytes = try? __kilnRead(path) else { return nil }
        __value = Data(__bytes: bytes)
        super.init()
    }
    init?(contentsOf url: URL) {
        guard let bytes = try? __kilnRead(url.path) else { return nil }
        __value = Data(__bytes: bytes)
        super.init()
    }
    var length: Int { return __bytes.count }
    var count: Int { return __bytes.count }
    func write(toFile path: String, atomically: Bool) -> Bool {
        return (try? __kilnWrite(path, __bytes, atomically)) != nil
    }
    func write(to url: URL, atomically: Bool) -> Bool {
        return (try? __kilnWrite(url.path, __bytes, atomically)) != nil
    }
    func write(to url: URL, options: [DataWritingOptions]) throws { try __value.write(to: url, options: options) }
    func writeToFile(_ path: String, atomically: Bool) -> Bool {
        __kilnRenamed("writeToFile(_:atomically:)", "write(toFile:atomically:)")
        return write(toFile: path, atomically: atomically)
    }
    init?(contentsOfURL url: URL) {
        __kilnRenamed("NSData(contentsOfURL:)", "NSData(contentsOf:)")
        guard let bytes = try? __kilnRead(url.path) else { return nil }
        __value = Data(__bytes: bytes)
        super.init()
    }
    override var description: String { return __kilnHexDescription(__bytes) }
    func __kilnPayload() -> Any { return ["NSData", __bytes] }
}

// What an unarchiver gives back for an archived string, as Foundation's `decodeObject(forKey:)`
// gives an NSString: printed as an `Any` it shows no quotes (`Optional(v)`); `as? String`,
// `as! String`, `is String` and `as String` see the string (`Interpreter.Options.bridgeBoxes`).
class NSString: NSObject {
    var __value = ""
    override init() { super.init() }
    init(__value: String) {
        self.__value = __value
        super.init()
    }
    convenience init(string: String) { self.init(__value: string) }
    // Swift 2's `NSString(format: "%@ has %d", name, count)`.
    convenience init(format: String, _ arguments: Any...) { self.init(__value: __kilnFormat(format, arguments)) }
    var uppercased: String { return __value.uppercased() }
    var lowercased: String { return __value.lowercased() }
    var capitalized: String { return __value.capitalized }
    var integerValue: Int { return Int(__value.trimmingCharacters(in: .whitespaces)) ?? 0 }
    var intValue: Int { return integerValue }
    var doubleValue: Double { return Double(__value.trimmingCharacters(in: .whitespaces)) ?? 0 }
    var boolValue: Bool { return ["y", "Y", "t", "T", "1", "2", "3", "4", "5", "6", "7", "8", "9"].contains(__value.trimmingCharacters(in: .whitespaces).prefix(1)) }
    func hasPrefix(_ prefix: String) -> Bool { return __value.hasPrefix(prefix) }
    func hasSuffix(_ suffix: String) -> Bool { return __value.hasSuffix(suffix) }
    func appending(_ other: String) -> String { return __value + other }
    func components(separatedBy separator: String) -> [String] { return __value.components(separatedBy: separator) }
    func isEqual(to other: String) -> Bool { return __value == other }
    // `NSString(data: data, encoding: NSUTF8StringEncoding)`: nil when the bytes are not UTF-8.
    convenience init?(data: Data, encoding: Any) {
        guard let text = String(data: data, encoding: .utf8) else { return nil }
        self.init(__value: text)
    }
    // Path operations, as the String extension above gives them.
    var pathComponents: [String] { return __kilnPathComponents(__value) }
    var lastPathComponent: String { return __kilnLastPathComponent(__value) }
    var pathExtension: String { return __kilnPathExtension(__value) }
    var deletingLastPathComponent: String { return __kilnDeletingLastPathComponent(__value) }
    var deletingPathExtension: String { return __kilnDeletingPathExtension(__value) }
    func appendingPathComponent(_ component: String) -> String { return __kilnAppendPathComponent(__value, component) }
    func appendingPathExtension(_ ext: String) -> String? { return __value + "." + ext }
    var expandingTildeInPath: String { return __value.expandingTildeInPath }
    // Swift 3's NSString file calls, the encoding given as its raw value
    // (`String.Encoding.utf8.rawValue`).
    convenience init(contentsOfFile path: String, encoding: UInt) throws {
        self.init(__value: try __kilnReadText(path))
    }
    func write(toFile path: String, atomically useAuxiliaryFile: Bool, encoding: UInt) throws {
        try __kilnWrite(path, __kilnUTF8(__value), useAuxiliaryFile)
    }
    override var description: String { return __value }
    var length: Int { return __value.utf16.count }
    override func isEqual(_ object: Any?) -> Bool { return (object as? String) == __value }
    func __kilnPayload() -> Any { return ["NSString", __value] }
}

/// A decoded value as Foundation gives it: a string comes back as an NSString, a Data as an NSData,
/// an array as an NSArray and a dictionary as an NSDictionary.
func __kilnBridgeDecoded(_ value: Any?) -> Any? {
    if let string = value as? String { return NSString(__value: string) }
    return __kilnDecodedObject(value, NSData.self, NSArray.self, NSDictionary.self)
}

// A String cast to NSString stays a String (`Interpreter.Options.bridgedClasses`); NSString's
// `length` counts UTF-16 units, as NSString does.
extension String {
    var length: Int { utf16.count }
    // `~` is the app's home folder.
    var expandingTildeInPath: String {
        if self == "~" { return NSHomeDirectory() }
        if hasPrefix("~/") { return __kilnAppendPathComponent(NSHomeDirectory(), String(dropFirst(2))) }
        return self
    }
    // `(text as NSString).write(toFile:atomically:encoding:)` with the encoding's raw value.
    func write(toFile path: String, atomically useAuxiliaryFile: Bool, encoding: UInt) throws {
        try __kilnWrite(path, __kilnUTF8(self), useAuxiliaryFile)
    }
}

// Swift 2's name (`NSFileManager.defaultManager()`; NSFileManager is a `renamedTypes` alias).
extension FileManager {
    static func defaultManager() -> FileManager {
        __kilnRenamed("NSFileManager.defaultManager()", "FileManager.default")
        return FileManager.default
    }
}

// An Int, Double or Bool cast to NSNumber stays what it is (`Interpreter.Options.bridgedClasses`);
// NSNumber's accessors are theirs. Bridged members: the checker refuses them on a plain Int,
// Double or Bool, as swiftc does (NSNumber declares its own).
extension Int {
    var intValue: Int { self }
    var int64Value: Int { self }
    var doubleValue: Double { Double(self) }
    var boolValue: Bool { self != 0 }
    var stringValue: String { String(self) }
}
extension Int {
    var debugDescription: String { String(self) }
}
// Bridged members (NSNumber's accessors).
extension Double {
    var intValue: Int { Int(self) }
    var int64Value: Int { Int(self) }
    var doubleValue: Double { self }
    var boolValue: Bool { self != 0 }
    var stringValue: String { String(self) }
}
// Bridged members (NSNumber's accessors).
extension Bool {
    var intValue: Int { self ? 1 : 0 }
    var doubleValue: Double { self ? 1 : 0 }
    var boolValue: Bool { self }
    var stringValue: String { self ? "1" : "0" }
}

// Swift bridges NSDate and Date: a date decoded from an archive is either (`as! NSDate`,
// `as! Date`), and `NSDate()` is now. Kiln has one type for both.
typealias NSDate = Date
typealias TimeInterval = Double

// Swift 2's names of NSDate's methods.
extension Date {
    func timeIntervalSinceDate(_ other: Date) -> Double {
        __kilnRenamed("timeIntervalSinceDate(_:)", "timeIntervalSince(_:)")
        return timeIntervalSince(other)
    }
    func dateByAddingTimeInterval(_ seconds: Double) -> Date {
        __kilnRenamed("dateByAddingTimeInterval(_:)", "addingTimeInterval(_:)")
        return addingTimeInterval(seconds)
    }
}

class NSUUID: NSObject {
    let __uuid = UUID()
    // Swift 2's `NSUUID().UUIDString`.
    var UUIDString: String {
        __kilnRenamed("NSUUID().UUIDString", "UUID().uuidString")
        return __uuid.uuidString
    }
}

class NSMutableData: NSData {
    func append(_ data: Data) { __bytes += data.__bytes }
}

extension FileManager {
    static let `default` = FileManager()
    func urls(for directory: NSSearchPathDirectory, in domainMask: NSSearchPathDomainMask) -> [URL] {
        return NSSearchPathForDirectoriesInDomains(directory, domainMask, true).map { URL(fileURLWithPath: $0) }
    }
    func fileExists(atPath path: String) -> Bool { return __kilnFileExists(path)[0] }
    func fileExists(atPath path: String, isDirectory: inout Bool) -> Bool {
        let answer = __kilnFileExists(path)
        isDirectory = answer[1]
        return answer[0]
    }
    func createDirectory(atPath path: String, withIntermediateDirectories createIntermediates: Bool, attributes: [FileAttributeKey: Any]? = nil) throws {
        try __kilnCreateDirectory(path, createIntermediates)
    }
    func createDirectory(at url: URL, withIntermediateDirectories createIntermediates: Bool, attributes: [FileAttributeKey: Any]? = nil) throws {
        try __kilnCreateDirectory(url.path, createIntermediates)
    }
    func createFile(atPath path: String, contents data: Data?, attributes: [FileAttributeKey: Any]? = nil) -> Bool {
        return (try? __kilnWrite(path, data?.__bytes ?? [], false)) != nil
    }
    func contents(atPath path: String) -> Data? {
        guard let bytes = try? __kilnRead(path) else { return nil }
        return Data(__bytes: bytes)
    }
    func removeItem(atPath path: String) throws {
        try __kilnRemove(path)
    }
    func removeItem(at url: URL) throws {
        try __kilnRemove(url.path)
    }
    func moveItem(atPath source: String, toPath destination: String) throws {
        try __kilnMove(source, destination)
    }
    func moveItem(at source: URL, to destination: URL) throws {
        try __kilnMove(source.path, destination.path)
    }
    func copyItem(atPath source: String, toPath destination: String) throws {
        try __kilnCopy(source, destination)
    }
    func copyItem(at source: URL, to destination: URL) throws {
        try __kilnCopy(source.path, destination.path)
    }
    func contentsOfDirectory(atPath path: String) throws -> [String] {
        let names = try __kilnContentsOfDirectory(path)
        return names
    }
    struct DirectoryEnumerationOptions: OptionSet {
        let rawValue: UInt
        static let skipsSubdirectoryDescendants = FileManager.DirectoryEnumerationOptions(rawValue: 1)
        static let skipsPackageDescendants = FileManager.DirectoryEnumerationOptions(rawValue: 2)
        static let skipsHiddenFiles = FileManager.DirectoryEnumerationOptions(rawValue: 4)
        static let includesDirectoriesPostOrder = FileManager.DirectoryEnumerationOptions(rawValue: 8)
        static let producesRelativePathURLs = FileManager.DirectoryEnumerationOptions(rawValue: 16)
    }
    func contentsOfDirectory(at url: URL, includingPropertiesForKeys keys: [Any]?, options mask: FileManager.DirectoryEnumerationOptions = []) throws -> [URL] {
        var names = try __kilnContentsOfDirectory(url.path)
        if mask.contains(.skipsHiddenFiles) { names = names.filter { !$0.hasPrefix(".") } }
        return names.map { url.appendingPathComponent($0) }
    }
    func attributesOfItem(atPath path: String) throws -> [FileAttributeKey: Any] {
        let attributes = try __kilnAttributes(path)
        // Sizes and permissions are NSNumbers, as Foundation gives them: `as? UInt64` and `as? Int` read them.
        return [.size: __NSCFNumber(__value: attributes[0]), .type: attributes[1], .posixPermissions: __NSCFNumber(__value: attributes[2]),
                .modificationDate: Date(timeIntervalSinceReferenceDate: attributes[3] as! Double)]
    }
    var temporaryDirectory: URL { return URL(fileURLWithPath: NSTemporaryDirectory()) }
}

struct Date: CustomStringConvertible, Equatable, Comparable {
    let timeIntervalSinceReferenceDate: TimeInterval
    init() { timeIntervalSinceReferenceDate = __kilnNow() }
    init(timeIntervalSinceReferenceDate seconds: TimeInterval) { timeIntervalSinceReferenceDate = seconds }
    init(timeIntervalSince1970 seconds: TimeInterval) { timeIntervalSinceReferenceDate = seconds - 978307200 }
    init(timeIntervalSinceNow seconds: TimeInterval) { timeIntervalSinceReferenceDate = __kilnNow() + seconds }
    var timeIntervalSince1970: TimeInterval { return timeIntervalSinceReferenceDate + 978307200 }
    var timeIntervalSinceNow: TimeInterval { return timeIntervalSinceReferenceDate - __kilnNow() }
    func timeIntervalSince(_ other: Date) -> TimeInterval { return timeIntervalSinceReferenceDate - other.timeIntervalSinceReferenceDate }
    func addingTimeInterval(_ seconds: TimeInterval) -> Date { return Date(timeIntervalSinceReferenceDate: timeIntervalSinceReferenceDate + seconds) }
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
        // Eight, four, four, four and twelve hexadecimal digits with dashes between, any case.
        if __kilnUUIDBytes(uuidString).count != 16 { return nil }
        self.uuidString = uuidString.uppercased()
    }
    var description: String { return uuidString }
    func __kilnPayload() -> Any { return ["NSUUID", uuidString] }
}
"""#
}
