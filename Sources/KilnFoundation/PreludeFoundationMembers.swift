// The prelude's further members of Data and UserDefaults, added to raise the measured coverage
// (scripts/api-coverage, docs/COVERAGE.md); each behaves as swift-corelibs-foundation's does.
extension Prelude {
    static let foundationMembers = #"""
extension Data {
    init(repeating repeatedValue: UInt8, count: Int) {
        self.init(__bytes: __kilnBytes([UInt8](repeating: repeatedValue, count: count)))
    }
    // Capacity is a hint: the data is empty.
    init(capacity: Int) { self.init(__bytes: __kilnBytes([])) }
    init(referencing reference: NSData) { self.init(__bytes: reference.__bytes) }
    // OptionSets in Foundation: `.lineLength64Characters`, `[.lineLength76Characters, .endLineWithLineFeed]`.
    struct Base64EncodingOptions: OptionSet {
        let rawValue: UInt
        init(rawValue: UInt) { self.rawValue = rawValue }
        static let lineLength64Characters = Base64EncodingOptions(rawValue: 1)
        static let lineLength76Characters = Base64EncodingOptions(rawValue: 2)
        static let endLineWithCarriageReturn = Base64EncodingOptions(rawValue: 16)
        static let endLineWithLineFeed = Base64EncodingOptions(rawValue: 32)
    }
    struct Base64DecodingOptions: OptionSet {
        let rawValue: UInt
        init(rawValue: UInt) { self.rawValue = rawValue }
        static let ignoreUnknownCharacters = Base64DecodingOptions(rawValue: 1)
    }
    // With `.ignoreUnknownCharacters`, what is not of base64's alphabet (line breaks) is skipped.
    init?(base64Encoded base64String: String, options: Data.Base64DecodingOptions = []) {
        var text = base64String
        if options.contains(.ignoreUnknownCharacters) {
            text = String(base64String.unicodeScalars.filter { scalar in
                let v = scalar.value
                return (v >= 65 && v <= 90) || (v >= 97 && v <= 122) || (v >= 48 && v <= 57) || v == 43 || v == 47 || v == 61
            }.map { Character($0) })
        }
        guard let bytes = __kilnBase64Decode(text) else { return nil }
        self.init(__bytes: bytes)
    }
    var startIndex: Int { return __start }
    var endIndex: Int { return __start + __bytes.count }
    var indices: Range<Int> { return __start..<(__start + __bytes.count) }
    func index(after i: Int) -> Int { return i + 1 }
    func index(before i: Int) -> Int { return i - 1 }
    func index(_ i: Int, offsetBy distance: Int) -> Int { return i + distance }
    func distance(from start: Int, to end: Int) -> Int { return end - start }
    var debugDescription: String { return description }
    // Collection's searches, by the Data's own indices (a slice's are its base's).
    func firstIndex(of byte: UInt8) -> Int? { return [UInt8](__bytes).firstIndex(of: byte).map { $0 + __start } }
    func firstIndex(where predicate: (UInt8) throws -> Bool) rethrows -> Int? { return try [UInt8](__bytes).firstIndex(where: predicate).map { $0 + __start } }
    func lastIndex(of byte: UInt8) -> Int? { return [UInt8](__bytes).lastIndex(of: byte).map { $0 + __start } }
    func lastIndex(where predicate: (UInt8) throws -> Bool) rethrows -> Int? { return try [UInt8](__bytes).lastIndex(where: predicate).map { $0 + __start } }
    func starts<S: Sequence>(with possiblePrefix: S) -> Bool where S.Element == UInt8 { return [UInt8](__bytes).starts(with: Array(possiblePrefix)) }
    // A copy, from index 0.
    func subdata(in range: Range<Int>) -> Data { return Data(Array([UInt8](__bytes)[(range.lowerBound - __start)..<(range.upperBound - __start)])) }
    func advanced(by amount: Int) -> Data { return Data(Array([UInt8](__bytes).dropFirst(amount))) }
    // A slice of Data is a Data keeping the original's indices.
    func prefix(_ maxLength: Int) -> Data { return self[__start..<(__start + Swift.min(Swift.max(maxLength, 0), __bytes.count))] }
    func suffix(_ maxLength: Int) -> Data { return self[(__start + __bytes.count - Swift.min(Swift.max(maxLength, 0), __bytes.count))..<(__start + __bytes.count)] }
    func dropFirst(_ k: Int = 1) -> Data { return self[(__start + Swift.min(Swift.max(k, 0), __bytes.count))..<(__start + __bytes.count)] }
    func dropLast(_ k: Int = 1) -> Data { return self[__start..<(__start + __bytes.count - Swift.min(Swift.max(k, 0), __bytes.count))] }
    func prefix(upTo end: Int) -> Data { return self[__start..<end] }
    func prefix(through position: Int) -> Data { return self[__start..<(position + 1)] }
    func suffix(from start: Int) -> Data { return self[start..<(__start + __bytes.count)] }
    func prefix(while predicate: (UInt8) throws -> Bool) rethrows -> Data {
        var end = __start
        while end < __start + __bytes.count, try predicate(self[end]) { end += 1 }
        return self[__start..<end]
    }
    func drop(while predicate: (UInt8) throws -> Bool) rethrows -> Data {
        var start = __start
        while start < __start + __bytes.count, try predicate(self[start]) { start += 1 }
        return self[start..<(__start + __bytes.count)]
    }
    // Its pieces are Data slices, keeping the original's indices, as Collection's split gives them.
    func split(maxSplits: Int = Int.max, omittingEmptySubsequences: Bool = true, whereSeparator isSeparator: (UInt8) throws -> Bool) rethrows -> [Data] {
        var pieces: [Data] = []
        var start = __start
        var index = __start
        let end = __start + __bytes.count
        while index < end {
            if pieces.count < maxSplits, try isSeparator(self[index]) {
                if !(omittingEmptySubsequences && start == index) { pieces.append(self[start..<index]) }
                start = index + 1
            }
            index += 1
        }
        if !(omittingEmptySubsequences && start == end) { pieces.append(self[start..<end]) }
        return pieces
    }
    func split(separator: UInt8, maxSplits: Int = Int.max, omittingEmptySubsequences: Bool = true) -> [Data] {
        return split(maxSplits: maxSplits, omittingEmptySubsequences: omittingEmptySubsequences, whereSeparator: { $0 == separator })
    }
    mutating func reserveCapacity(_ minimumCapacity: Int) {}
    mutating func resetBytes(in range: Range<Int>) {
        var bytes = [UInt8](__bytes)
        for i in range where i - __start >= 0 && i - __start < bytes.count { bytes[i - __start] = 0 }
        __bytes = __kilnBytes(bytes)
    }
    mutating func replaceSubrange(_ subrange: Range<Int>, with data: Data) {
        let bytes = [UInt8](__bytes)
        let lower = subrange.lowerBound - __start, upper = subrange.upperBound - __start
        __bytes = __kilnBytes(Array(bytes[0..<lower]) + [UInt8](data.__bytes) + Array(bytes[upper..<bytes.count]))
    }
    mutating func replaceSubrange(_ subrange: Range<Int>, with bytes: [UInt8]) {
        replaceSubrange(subrange, with: Data(bytes))
    }
    func range(of dataToFind: Data, options: [Any] = [], in searchRange: Range<Int>? = nil) -> Range<Int>? {
        let bytes = [UInt8](__bytes)
        let needle = [UInt8](dataToFind.__bytes)
        let given = searchRange ?? __start..<(__start + bytes.count)
        let within = (given.lowerBound - __start)..<(given.upperBound - __start)
        if needle.isEmpty || needle.count > within.count { return nil }
        var start = within.lowerBound
        while start + needle.count <= within.upperBound {
            if Array(bytes[start..<(start + needle.count)]) == needle { return (start + __start)..<(start + __start + needle.count) }
            start += 1
        }
        return nil
    }
    // Broken into lines of 64 or 76 characters when asked, ended by CR LF unless the options
    // name one of them.
    func base64EncodedString(options: Data.Base64EncodingOptions = []) -> String {
        let encoded = __kilnBase64Encode(__bytes)
        let width = options.contains(.lineLength64Characters) ? 64 : options.contains(.lineLength76Characters) ? 76 : 0
        if width == 0 || encoded.count <= width { return encoded }
        var ending = ""
        if options.contains(.endLineWithCarriageReturn) { ending += "\r" }
        if options.contains(.endLineWithLineFeed) { ending += "\n" }
        if ending.isEmpty { ending = "\r\n" }
        var lines: [String] = []
        var rest = Substring(encoded)
        while !rest.isEmpty {
            lines.append(String(rest.prefix(width)))
            rest = rest.dropFirst(width)
        }
        return lines.joined(separator: ending)
    }
    func base64EncodedData(options: Data.Base64EncodingOptions = []) -> Data { return Data(Array(base64EncodedString(options: options).utf8)) }
}

extension UserDefaults {
    static let globalDomain = "NSGlobalDomain"
    static let argumentDomain = "NSArgumentDomain"
    static let registrationDomain = "NSRegistrationDomain"
    // Kiln's defaults hold no managed (forced) values.
    func objectIsForced(forKey key: String) -> Bool { return false }
    func objectIsForced(forKey key: String, inDomain domain: String) -> Bool { return false }
    // Foundation's does nothing either (the standard defaults are not cached apart from the store).
    static func resetStandardUserDefaults() {}
}

// FileManager's questions about files, answered from the simulated file system: the app's
// bundle is read-only, its container writable.
extension FileManager {
    func isReadableFile(atPath path: String) -> Bool { return fileExists(atPath: path) }
    func isWritableFile(atPath path: String) -> Bool {
        return fileExists(atPath: path) && !path.hasPrefix(Bundle.main.bundlePath)
    }
    func isDeletableFile(atPath path: String) -> Bool { return isWritableFile(atPath: path) }
    func isExecutableFile(atPath path: String) -> Bool {
        guard let attributes = try? attributesOfItem(atPath: path), let permissions = attributes[.posixPermissions] as? Int else { return false }
        return permissions & 0o111 != 0
    }
    func displayName(atPath path: String) -> String { return __kilnLastPathComponent(path) }
    func contentsEqual(atPath path1: String, andPath path2: String) -> Bool {
        guard let first = contents(atPath: path1), let second = contents(atPath: path2) else { return false }
        return first == second
    }
    // Every file and directory below `path`, each relative to it, a directory before its contents.
    func subpathsOfDirectory(atPath path: String) throws -> [String] {
        var found: [String] = []
        for name in try contentsOfDirectory(atPath: path) {
            found.append(name)
            var isDirectory = false
            if fileExists(atPath: path + "/" + name, isDirectory: &isDirectory), isDirectory {
                found += try subpathsOfDirectory(atPath: path + "/" + name).map { name + "/" + $0 }
            }
        }
        return found
    }
    func subpaths(atPath path: String) -> [String]? { return try? subpathsOfDirectory(atPath: path) }
    func enumerator(atPath path: String) -> __KilnDirectoryEnumerator? {
        guard let paths = subpaths(atPath: path) else { return nil }
        return __KilnDirectoryEnumerator(paths)
    }
    func url(for directory: NSSearchPathDirectory, in domain: NSSearchPathDomainMask, appropriateFor url: URL?, create shouldCreate: Bool) throws -> URL {
        let found = urls(for: directory, in: domain)[0]
        if shouldCreate && !fileExists(atPath: found.path) {
            try createDirectory(at: found, withIntermediateDirectories: true)
        }
        return found
    }
    func replaceItemAt(_ originalItemURL: URL, withItemAt newItemURL: URL, backupItemName: String? = nil, options: [Any] = []) throws -> URL? {
        if fileExists(atPath: originalItemURL.path) { try removeItem(at: originalItemURL) }
        try moveItem(at: newItemURL, to: originalItemURL)
        return originalItemURL
    }
}

// FileManager.DirectoryEnumerator: the paths below a directory, one at a time.
// `for case let path as String in enumerator`: an NSEnumerator is a Sequence of its objects.
class __KilnDirectoryEnumerator: NSObject, Sequence, IteratorProtocol {
    func next() -> Any? { return nextObject() }
    var __paths: [Any]
    var __next = 0
    init(_ paths: [Any]) {
        __paths = paths
        super.init()
    }
    func nextObject() -> Any? {
        if __next >= __paths.count { return nil }
        __next += 1
        return __paths[__next - 1]
    }
    var allObjects: [Any] {
        let rest = Array(__paths[__next...])
        __next = __paths.count
        return rest
    }
}

extension NSCoder {
    var allowsKeyedCoding: Bool { return true }
    var systemVersion: UInt32 { return 2000 }
}

extension NSKeyedUnarchiver {
    // Only a secure-coding unarchiver limits the classes (decodeObject(of:forKey:) names them).
    var allowedClasses: [Any]? { return nil }
}

// The order of two values (Foundation's `compare(_:)` answers).
enum ComparisonResult: Int {
    case orderedAscending = -1, orderedSame = 0, orderedDescending = 1
}

extension Date {
    static let timeIntervalBetween1970AndReferenceDate = 978307200.0
    static var distantPast: Date { return Date(timeIntervalSinceReferenceDate: -63114076800.0) }
    static var distantFuture: Date { return Date(timeIntervalSinceReferenceDate: 63113904000.0) }
    static var now: Date { return Date() }
    init(timeInterval seconds: Double, since date: Date) {
        self.init(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate + seconds)
    }
    var debugDescription: String { return description }
    mutating func addTimeInterval(_ seconds: Double) { self = addingTimeInterval(seconds) }
    func advanced(by seconds: Double) -> Date { return addingTimeInterval(seconds) }
    func distance(to other: Date) -> Double { return other.timeIntervalSinceReferenceDate - timeIntervalSinceReferenceDate }
    func compare(_ other: Date) -> ComparisonResult {
        if self < other { return .orderedAscending }
        return self == other ? .orderedSame : .orderedDescending
    }
    static func > (lhs: Date, rhs: Date) -> Bool { return rhs < lhs }
    static func + (lhs: Date, rhs: Double) -> Date { return lhs.addingTimeInterval(rhs) }
    static func - (lhs: Date, rhs: Double) -> Date { return lhs.addingTimeInterval(-rhs) }
    static func += (lhs: inout Date, rhs: Double) { lhs = lhs.addingTimeInterval(rhs) }
    static func -= (lhs: inout Date, rhs: Double) { lhs = lhs.addingTimeInterval(-rhs) }
}

extension PropertyListSerialization {
    // A property list is what the format can write: strings, numbers, Booleans, dates, data, and
    // arrays and string-keyed dictionaries of them.
    static func propertyList(_ plist: Any, isValidFor format: PropertyListSerializationFormat) -> Bool {
        if plist is String || plist is Int || plist is Double || plist is Bool || plist is Data || plist is Date { return true }
        if let array = plist as? [Any] { return array.allSatisfy { propertyList($0, isValidFor: format) } }
        if let dictionary = plist as? [String: Any] {
            return dictionary.values.allSatisfy { propertyList($0, isValidFor: format) }
        }
        return false
    }
}

// Swift 2's spellings of URL's and Data's methods (docs/OLD_SPELLINGS.md).
extension URL {
\#(Prelude.oldSpellings([
        ("func URLByAppendingPathComponent(_ component: String) -> URL", "URLByAppendingPathComponent(_:)", "appendingPathComponent(_:)", "return appendingPathComponent(component)"),
        ("func URLByAppendingPathExtension(_ ext: String) -> URL", "URLByAppendingPathExtension(_:)", "appendingPathExtension(_:)", "return appendingPathExtension(ext)"),
        ("var URLByDeletingLastPathComponent: URL", "URLByDeletingLastPathComponent", "deletingLastPathComponent()", "return deletingLastPathComponent()"),
    ]))
}

extension Data {
\#(Prelude.oldSpellings([
        ("func writeToURL(_ url: URL, atomically: Bool) -> Bool", "writeToURL(_:atomically:)", "write(to:options:)", "return write(toFile: url.path, atomically: atomically)"),
    ]))
}
"""#
}
