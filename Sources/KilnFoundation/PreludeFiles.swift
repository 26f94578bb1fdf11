// The prelude's files beyond reading and writing whole ones: FileHandle, FileManager's links,
// attributes, current directory and URL enumerator, CocoaError's codes, NSError's remaining
// members, and the rest of the app's read-only Bundle. Over FileHandleBindings.swift.
extension Prelude {
    static let files = #"""
// A file opened for reading, writing or both: a real descriptor on a sandbox file. Handles on
// standard output write into the script's output; the null device reads nothing and keeps nothing.
class FileHandle: NSObject {
    let __descriptor: Int
    let __path: String
    var __closed = false
    init(__descriptor descriptor: Int, path: String) {
        __descriptor = descriptor
        __path = path
        super.init()
    }
    convenience init(fileDescriptor fd: Int32) { self.init(__descriptor: Int(fd), path: "") }
    convenience init(fileDescriptor fd: Int32, closeOnDealloc closeopt: Bool) { self.init(__descriptor: Int(fd), path: "") }
    convenience init?(forReadingAtPath path: String) {
        guard let descriptor = try? __kilnHandleOpen(path, "read") else { return nil }
        self.init(__descriptor: descriptor, path: path)
    }
    convenience init?(forWritingAtPath path: String) {
        guard let descriptor = try? __kilnHandleOpen(path, "write") else { return nil }
        self.init(__descriptor: descriptor, path: path)
    }
    convenience init?(forUpdatingAtPath path: String) {
        guard let descriptor = try? __kilnHandleOpen(path, "update") else { return nil }
        self.init(__descriptor: descriptor, path: path)
    }
    convenience init(forReadingFrom url: URL) throws {
        let descriptor = try __kilnHandleOpen(url.path, "read")
        self.init(__descriptor: descriptor, path: url.path)
    }
    convenience init(forWritingTo url: URL) throws {
        let descriptor = try __kilnHandleOpen(url.path, "write")
        self.init(__descriptor: descriptor, path: url.path)
    }
    convenience init(forUpdating url: URL) throws {
        let descriptor = try __kilnHandleOpen(url.path, "update")
        self.init(__descriptor: descriptor, path: url.path)
    }
    static let standardInput: FileHandle = FileHandle(__descriptor: 0, path: "")
    static let standardOutput: FileHandle = FileHandle(__descriptor: 1, path: "")
    static let standardError: FileHandle = FileHandle(__descriptor: 2, path: "")
    static let nullDevice: FileHandle = FileHandle(__descriptor: -1, path: "/dev/null")
    var fileDescriptor: Int32 { return Int32(__descriptor) }
    var __isFile: Bool { return __descriptor > 2 }
    func __check(writing: Bool) throws {
        if __closed {
            throw NSError(domain: "NSCocoaErrorDomain", code: writing ? 512 : 256, userInfo: __path.isEmpty ? [:] : ["NSFilePath": __path])
        }
    }
    func read(upToCount count: Int) throws -> Data? {
        try __check(writing: false)
        if !__isFile { return nil }
        let bytes = try __kilnHandleRead(__descriptor, count, __path)
        return bytes.isEmpty ? nil : Data(__bytes: bytes)
    }
    func readToEnd() throws -> Data? {
        try __check(writing: false)
        if !__isFile { return nil }
        let bytes = try __kilnHandleRead(__descriptor, -1, __path)
        return bytes.isEmpty ? nil : Data(__bytes: bytes)
    }
    var availableData: Data {
        if __closed || !__isFile { return Data() }
        return Data(__bytes: (try? __kilnHandleRead(__descriptor, -1, __path)) ?? [])
    }
    func write(contentsOf data: Data) throws {
        try __check(writing: true)
        if __descriptor == 1 || __descriptor == 2 {
            print(String(decoding: data.__bytes, as: UTF8.self), terminator: "")
        } else if __isFile {
            try __kilnHandleWrite(__descriptor, data.__bytes, __path)
        }
    }
    func offset() throws -> UInt64 {
        try __check(writing: false)
        if !__isFile { return 0 }
        return UInt64(try __kilnHandleOffset(__descriptor, __path))
    }
    @discardableResult
    func seekToEnd() throws -> UInt64 {
        try __check(writing: false)
        if !__isFile { return 0 }
        return UInt64(try __kilnHandleSeek(__descriptor, -1, __path))
    }
    func seek(toOffset offset: UInt64) throws {
        try __check(writing: false)
        if __isFile { _ = try __kilnHandleSeek(__descriptor, Int(offset), __path) }
    }
    func truncate(atOffset offset: UInt64) throws {
        try __check(writing: true)
        if __isFile { try __kilnHandleTruncate(__descriptor, Int(offset), __path) }
    }
    func synchronize() throws {
        try __check(writing: true)
        if __isFile { try __kilnHandleSynchronize(__descriptor, __path) }
    }
    func close() throws {
        if __closed || !__isFile { return }
        __closed = true
        __kilnHandleClose(__descriptor)
    }
    // The older spellings tutorials use (Foundation's, not renamed: they still compile).
    func readDataToEndOfFile() -> Data { return (try? readToEnd()) ?? Data() }
    func readData(ofLength length: Int) -> Data { return ((try? read(upToCount: length)) ?? nil) ?? Data() }
    func write(_ data: Data) { try? write(contentsOf: data) }
    @discardableResult
    func seekToEndOfFile() -> UInt64 { return (try? seekToEnd()) ?? 0 }
    func seek(toFileOffset offset: UInt64) { try? seek(toOffset: offset) }
    var offsetInFile: UInt64 { return (try? offset()) ?? 0 }
    func truncateFile(atOffset offset: UInt64) { try? truncate(atOffset: offset) }
    func synchronizeFile() { try? synchronize() }
    func closeFile() { try? close() }
}

extension FileManager {
    func createSymbolicLink(atPath path: String, withDestinationPath destPath: String) throws {
        try __kilnSymbolicLink(path, destPath)
    }
    func createSymbolicLink(at url: URL, withDestinationURL destURL: URL) throws {
        try __kilnSymbolicLink(url.path, destURL.path)
    }
    func destinationOfSymbolicLink(atPath path: String) throws -> String {
        let destination = try __kilnDestinationOfSymbolicLink(path)
        return destination
    }
    func linkItem(atPath srcPath: String, toPath dstPath: String) throws { try __kilnHardLink(srcPath, dstPath) }
    func linkItem(at srcURL: URL, to dstURL: URL) throws { try __kilnHardLink(srcURL.path, dstURL.path) }
    // The permissions and the modification date are set; Foundation's other keys name owners
    // and flags an iOS app cannot change in its container.
    func setAttributes(_ attributes: [FileAttributeKey: Any], ofItemAtPath path: String) throws {
        let date = attributes[.modificationDate] as? Date
        try __kilnSetAttributes(path, attributes[.posixPermissions] as? Int, date?.timeIntervalSinceReferenceDate)
    }
    var currentDirectoryPath: String { return __kilnCurrentDirectory() }
    func changeCurrentDirectoryPath(_ path: String) -> Bool { return __kilnChangeDirectory(path) }
    func componentsToDisplay(forPath path: String) -> [String]? {
        if !fileExists(atPath: path) { return nil }
        return __kilnPathComponents(path)
    }
    func attributesOfFileSystem(forPath path: String) throws -> [FileAttributeKey: Any] {
        let volume = try __kilnFileSystemAttributes(path)
        return [.systemSize: volume[0], .systemFreeSize: volume[1], .systemNodes: volume[2], .systemFreeNodes: volume[3],
                .systemNumber: volume[4]]
    }
    func enumerator(at url: URL, includingPropertiesForKeys keys: [Any]?, options mask: FileManager.DirectoryEnumerationOptions = [],
                    errorHandler handler: ((URL, Error) -> Bool)? = nil) -> __KilnDirectoryEnumerator? {
        guard var paths = subpaths(atPath: url.path) else { return nil }
        if mask.contains(.skipsHiddenFiles) { paths = paths.filter { !$0.split(separator: "/").contains { $0.hasPrefix(".") } } }
        if mask.contains(.skipsSubdirectoryDescendants) { paths = paths.filter { !$0.contains("/") } }
        return __KilnDirectoryEnumerator(paths.map { url.appendingPathComponent($0) })
    }
}

// The kind of an item, as `attributesOfItem(atPath:)` gives it. The value there is the name
// (Apple's is an NSString too): `as? String` and `as? FileAttributeType` both read it.
struct FileAttributeType: RawRepresentable, Hashable {
    let rawValue: String
    init(rawValue: String) { self.rawValue = rawValue }
    static let typeRegular = FileAttributeType(rawValue: "NSFileTypeRegular")
    static let typeDirectory = FileAttributeType(rawValue: "NSFileTypeDirectory")
    static let typeSymbolicLink = FileAttributeType(rawValue: "NSFileTypeSymbolicLink")
    static let typeCharacterSpecial = FileAttributeType(rawValue: "NSFileTypeCharacterSpecial")
    static let typeBlockSpecial = FileAttributeType(rawValue: "NSFileTypeBlockSpecial")
    static let typeSocket = FileAttributeType(rawValue: "NSFileTypeSocket")
    static let typeUnknown = FileAttributeType(rawValue: "NSFileTypeUnknown")
    static func == (lhs: FileAttributeType, rhs: FileAttributeType) -> Bool { return __name(lhs) == __name(rhs) }
    static func __name(_ type: Any) -> String {
        if let name = type as? String { return name }
        return (type as? FileAttributeType)?.rawValue ?? ""
    }
}

// CocoaError's codes (Foundation's numbers): `CocoaError.Code.fileNoSuchFile`, and the same as
// `CocoaError.fileNoSuchFile` (what `catch CocoaError.fileNoSuchFile` matches).
extension CocoaError {
    struct Code: RawRepresentable, Hashable {
        let rawValue: Int
        init(rawValue: Int) { self.rawValue = rawValue }
        // `catch CocoaError.fileReadNoSuchFile`: Foundation's pattern operator matching an error's code.
        static func ~= (match: Code, error: Error) -> Bool {
            guard let error = error as? NSError, error.domain == "NSCocoaErrorDomain" else { return false }
            return error.code == match.rawValue
        }
        static let fileNoSuchFile = Code(rawValue: 4), fileLocking = Code(rawValue: 255)
        static let fileReadUnknown = Code(rawValue: 256), fileReadNoPermission = Code(rawValue: 257)
        static let fileReadInvalidFileName = Code(rawValue: 258), fileReadCorruptFile = Code(rawValue: 259)
        static let fileReadNoSuchFile = Code(rawValue: 260), fileReadInapplicableStringEncoding = Code(rawValue: 261)
        static let fileReadUnsupportedScheme = Code(rawValue: 262), fileReadTooLarge = Code(rawValue: 263)
        static let fileReadUnknownStringEncoding = Code(rawValue: 264), fileWriteUnknown = Code(rawValue: 512)
        static let fileWriteNoPermission = Code(rawValue: 513), fileWriteInvalidFileName = Code(rawValue: 514)
        static let fileWriteFileExists = Code(rawValue: 516), fileWriteInapplicableStringEncoding = Code(rawValue: 517)
        static let fileWriteUnsupportedScheme = Code(rawValue: 518), fileWriteOutOfSpace = Code(rawValue: 640)
        static let fileWriteVolumeReadOnly = Code(rawValue: 642), keyValueValidation = Code(rawValue: 1024)
        static let formatting = Code(rawValue: 2048), userCancelled = Code(rawValue: 3072)
        static let featureUnsupported = Code(rawValue: 3328), executableNotLoadable = Code(rawValue: 3584)
        static let executableArchitectureMismatch = Code(rawValue: 3585), executableRuntimeMismatch = Code(rawValue: 3586)
        static let executableLoad = Code(rawValue: 3587), executableLink = Code(rawValue: 3588)
        static let propertyListReadCorrupt = Code(rawValue: 3840), propertyListReadUnknownVersion = Code(rawValue: 3841)
        static let propertyListReadStream = Code(rawValue: 3842), propertyListWriteStream = Code(rawValue: 3851)
        static let propertyListWriteInvalid = Code(rawValue: 3852), xpcConnectionInterrupted = Code(rawValue: 4097)
        static let xpcConnectionInvalid = Code(rawValue: 4099), xpcConnectionReplyInvalid = Code(rawValue: 4101)
        static let ubiquitousFileUnavailable = Code(rawValue: 4353)
        static let ubiquitousFileNotUploadedDueToQuota = Code(rawValue: 4354)
        static let ubiquitousFileUbiquityServerNotAvailable = Code(rawValue: 4355)
        static let userActivityHandoffFailed = Code(rawValue: 4608)
        static let userActivityConnectionUnavailable = Code(rawValue: 4609)
        static let userActivityRemoteApplicationTimedOut = Code(rawValue: 4610)
        static let userActivityHandoffUserInfoTooLarge = Code(rawValue: 4611), coderReadCorrupt = Code(rawValue: 4864)
        static let coderValueNotFound = Code(rawValue: 4865), coderInvalidValue = Code(rawValue: 4866)
    }
    static var fileNoSuchFile: Code { return Code(rawValue: 4) }
    static var fileLocking: Code { return Code(rawValue: 255) }
    static var fileReadUnknown: Code { return Code(rawValue: 256) }
    static var fileReadNoPermission: Code { return Code(rawValue: 257) }
    static var fileReadInvalidFileName: Code { return Code(rawValue: 258) }
    static var fileReadCorruptFile: Code { return Code(rawValue: 259) }
    static var fileReadNoSuchFile: Code { return Code(rawValue: 260) }
    static var fileReadInapplicableStringEncoding: Code { return Code(rawValue: 261) }
    static var fileReadUnsupportedScheme: Code { return Code(rawValue: 262) }
    static var fileReadTooLarge: Code { return Code(rawValue: 263) }
    static var fileReadUnknownStringEncoding: Code { return Code(rawValue: 264) }
    static var fileWriteUnknown: Code { return Code(rawValue: 512) }
    static var fileWriteNoPermission: Code { return Code(rawValue: 513) }
    static var fileWriteInvalidFileName: Code { return Code(rawValue: 514) }
    static var fileWriteFileExists: Code { return Code(rawValue: 516) }
    static var fileWriteInapplicableStringEncoding: Code { return Code(rawValue: 517) }
    static var fileWriteUnsupportedScheme: Code { return Code(rawValue: 518) }
    static var fileWriteOutOfSpace: Code { return Code(rawValue: 640) }
    static var fileWriteVolumeReadOnly: Code { return Code(rawValue: 642) }
    static var keyValueValidation: Code { return Code(rawValue: 1024) }
    static var formatting: Code { return Code(rawValue: 2048) }
    static var userCancelled: Code { return Code(rawValue: 3072) }
    static var featureUnsupported: Code { return Code(rawValue: 3328) }
    static var executableNotLoadable: Code { return Code(rawValue: 3584) }
    static var executableArchitectureMismatch: Code { return Code(rawValue: 3585) }
    static var executableRuntimeMismatch: Code { return Code(rawValue: 3586) }
    static var executableLoad: Code { return Code(rawValue: 3587) }
    static var executableLink: Code { return Code(rawValue: 3588) }
    static var propertyListReadCorrupt: Code { return Code(rawValue: 3840) }
    static var propertyListReadUnknownVersion: Code { return Code(rawValue: 3841) }
    static var propertyListReadStream: Code { return Code(rawValue: 3842) }
    static var propertyListWriteStream: Code { return Code(rawValue: 3851) }
    static var propertyListWriteInvalid: Code { return Code(rawValue: 3852) }
    static var xpcConnectionInterrupted: Code { return Code(rawValue: 4097) }
    static var xpcConnectionInvalid: Code { return Code(rawValue: 4099) }
    static var xpcConnectionReplyInvalid: Code { return Code(rawValue: 4101) }
    static var ubiquitousFileUnavailable: Code { return Code(rawValue: 4353) }
    static var ubiquitousFileNotUploadedDueToQuota: Code { return Code(rawValue: 4354) }
    static var ubiquitousFileUbiquityServerNotAvailable: Code { return Code(rawValue: 4355) }
    static var userActivityHandoffFailed: Code { return Code(rawValue: 4608) }
    static var userActivityConnectionUnavailable: Code { return Code(rawValue: 4609) }
    static var userActivityRemoteApplicationTimedOut: Code { return Code(rawValue: 4610) }
    static var userActivityHandoffUserInfoTooLarge: Code { return Code(rawValue: 4611) }
    static var coderReadCorrupt: Code { return Code(rawValue: 4864) }
    static var coderValueNotFound: Code { return Code(rawValue: 4865) }
    static var coderInvalidValue: Code { return Code(rawValue: 4866) }

    init(_ code: Code, userInfo: [String: Any] = [:]) {
        _nsError = NSError(domain: "NSCocoaErrorDomain", code: code.rawValue, userInfo: userInfo)
    }
    static func error(_ code: Code, userInfo: [String: Any]? = nil, url: URL? = nil) -> Error {
        var info = userInfo ?? [:]
        if let url = url {
            info["NSURL"] = url
            if url.isFileURL { info["NSFilePath"] = url.path }
        }
        return CocoaError(code, userInfo: info)
    }
    static var errorDomain: String { return "NSCocoaErrorDomain" }
    var code: Code { return Code(rawValue: _nsError.code) }
    var errorCode: Int { return _nsError.code }
    var errorUserInfo: [String: Any] { return _nsError.userInfo }
    var filePath: String? { return userInfo["NSFilePath"] as? String }
    var url: URL? { return userInfo["NSURL"] as? URL }
    var underlying: Error? { return userInfo["NSUnderlyingError"] as? NSError }
    var underlyingErrors: [Error] {
        guard let error = underlying else { return [] }
        return [error]
    }
    var stringEncoding: String.Encoding? {
        guard let raw = userInfo["NSStringEncodingErrorKey"] as? Int else { return nil }
        return raw == 1 ? .ascii : raw == 10 ? .unicode : .utf8
    }
    var isFileError: Bool { return errorCode >= 0 && errorCode <= 1023 }
    var isValidationError: Bool { return errorCode >= 1024 && errorCode <= 2047 }
    var isFormattingError: Bool { return errorCode >= 2048 && errorCode <= 2559 }
    var isExecutableError: Bool { return errorCode >= 3584 && errorCode <= 3839 }
    var isPropertyListError: Bool { return errorCode >= 3840 && errorCode <= 4095 }
    var isXPCConnectionError: Bool { return errorCode >= 4096 && errorCode <= 4224 }
    var isUbiquitousFileError: Bool { return errorCode >= 4352 && errorCode <= 4607 }
    var isUserActivityError: Bool { return errorCode >= 4608 && errorCode <= 4863 }
    var isCoderError: Bool { return errorCode >= 4864 && errorCode <= 4991 }
}

let NSCocoaErrorDomain = "NSCocoaErrorDomain"
let NSFilePathErrorKey = "NSFilePath"
let NSURLErrorKey = "NSURL"
let NSUnderlyingErrorKey = "NSUnderlyingError"
let NSLocalizedDescriptionKey = "NSLocalizedDescription"
let NSLocalizedFailureReasonErrorKey = "NSLocalizedFailureReason"
let NSLocalizedRecoverySuggestionErrorKey = "NSLocalizedRecoverySuggestion"
let NSLocalizedRecoveryOptionsErrorKey = "NSLocalizedRecoveryOptions"
let NSHelpAnchorErrorKey = "NSHelpAnchor"

extension NSError {
    var localizedFailureReason: String? {
        if let reason = userInfo["NSLocalizedFailureReason"] as? String { return reason }
        return domain == "NSCocoaErrorDomain" ? __kilnCocoaFailureReason(code) : nil
    }
    var localizedRecoverySuggestion: String? { return userInfo["NSLocalizedRecoverySuggestion"] as? String }
    var localizedRecoveryOptions: [String]? { return userInfo["NSLocalizedRecoveryOptions"] as? [String] }
    var helpAnchor: String? { return userInfo["NSHelpAnchor"] as? String }
    var recoveryAttempter: Any? { return userInfo["NSRecoveryAttempter"] }
    static var supportsSecureCoding: Bool { return true }
    // Equal when the domain, the code and the userInfo (compared as they print) are.
    func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSError else { return false }
        return other.domain == domain && other.code == code && other.description == description
    }
    // An NSError is immutable: its copy is itself.
    func copy() -> Any { return self }
    func encode(with coder: NSCoder) {
        coder.encode(domain, forKey: "NSDomain")
        coder.encode(code, forKey: "NSCode")
        if !userInfo.isEmpty { coder.encode(userInfo, forKey: "NSUserInfo") }
    }
    convenience init?(coder: NSCoder) {
        guard let domain = coder.decodeObject(forKey: "NSDomain") as? String else { return nil }
        self.init(domain: domain, code: coder.decodeInteger(forKey: "NSCode"),
                  userInfo: coder.decodeObject(forKey: "NSUserInfo") as? [String: Any])
    }
}
"""#
}

extension Prelude {
    static let bundles = #"""
// The app's read-only bundle (and other bundles found by path inside the sandbox): its
// Info.plist, its standard folders, its resources by name, type, folder and localization.
extension Bundle {
    convenience init?(path: String) {
        var isDirectory = false
        if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) || !isDirectory { return nil }
        self.init(__path: path == Bundle.main.bundlePath ? Bundle.main.bundlePath : path)
    }
    convenience init?(url: URL) { self.init(path: url.path) }
    convenience init?(identifier: String) {
        if identifier != Bundle.main.bundleIdentifier { return nil }
        self.init(__path: Bundle.main.bundlePath)
    }
    static var allBundles: [Bundle] { return [Bundle.main] }
    static var allFrameworks: [Bundle] { return [] }
    var infoDictionary: [String: Any]? {
        guard let bytes = try? __kilnRead(__path + "/Info.plist") else { return nil }
        return (try? __kilnPlistDecode(bytes)) as? [String: Any]
    }
    var localizedInfoDictionary: [String: Any]? { return infoDictionary }
    func object(forInfoDictionaryKey key: String) -> Any? { return infoDictionary?[key] }
    var developmentLocalization: String? { return infoDictionary?["CFBundleDevelopmentRegion"] as? String }
    var executablePath: String? {
        guard let name = infoDictionary?["CFBundleExecutable"] as? String else { return nil }
        return __path + "/" + name
    }
    var executableURL: URL? { return executablePath.map { URL(fileURLWithPath: $0) } }
    var resourceURL: URL? { return URL(fileURLWithPath: __path) }
    var builtInPlugInsPath: String? { return __path + "/PlugIns" }
    var builtInPlugInsURL: URL? { return URL(fileURLWithPath: __path + "/PlugIns") }
    var privateFrameworksPath: String? { return __path + "/Frameworks" }
    var privateFrameworksURL: URL? { return URL(fileURLWithPath: __path + "/Frameworks") }
    var sharedFrameworksPath: String? { return __path + "/SharedFrameworks" }
    var sharedFrameworksURL: URL? { return URL(fileURLWithPath: __path + "/SharedFrameworks") }
    var sharedSupportPath: String? { return __path + "/SharedSupport" }
    var sharedSupportURL: URL? { return URL(fileURLWithPath: __path + "/SharedSupport") }
    // An app's code is loaded when it runs; there is nothing else to load.
    var isLoaded: Bool { return true }
    func load() -> Bool { return true }
    func loadAndReturnError() throws {}
    func preflight() throws {}
    // The `.lproj` folders' languages.
    var localizations: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: __path)) ?? []
        return names.filter { $0.hasSuffix(".lproj") && $0 != "Base.lproj" }.map { String($0.dropLast(6)) }
    }
    var preferredLocalizations: [String] {
        return Bundle.preferredLocalizations(from: localizations.isEmpty ? [developmentLocalization ?? "en"] : localizations)
    }
    static func preferredLocalizations(from localizationsArray: [String]) -> [String] {
        return preferredLocalizations(from: localizationsArray, forPreferences: ["en"])
    }
    static func preferredLocalizations(from localizationsArray: [String], forPreferences preferencesArray: [String]?) -> [String] {
        for preferred in preferencesArray ?? [] where localizationsArray.contains(preferred) { return [preferred] }
        return localizationsArray.isEmpty ? [] : [localizationsArray[0]]
    }
    func path(forAuxiliaryExecutable executableName: String) -> String? {
        let path = __path + "/" + executableName
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }
    func url(forAuxiliaryExecutable executableName: String) -> URL? {
        return path(forAuxiliaryExecutable: executableName).map { URL(fileURLWithPath: $0) }
    }
    // A resource in the bundle's folder `subpath` (or its top), else in the localization's
    // `.lproj` folder inside it.
    func path(forResource name: String?, ofType ext: String?, inDirectory subpath: String?) -> String? {
        return path(forResource: name, ofType: ext, inDirectory: subpath, forLocalization: preferredLocalizations.first)
    }
    func path(forResource name: String?, ofType ext: String?, inDirectory subpath: String?, forLocalization localizationName: String?) -> String? {
        guard let name = name, !name.isEmpty else {
            return paths(forResourcesOfType: ext, inDirectory: subpath, forLocalization: localizationName).first
        }
        var fileName = name
        if let ext = ext, !ext.isEmpty { fileName += ext.hasPrefix(".") ? ext : "." + ext }
        var folders = [__path + ((subpath ?? "").isEmpty ? "" : "/" + subpath!)]
        if let language = localizationName { folders.append(folders[0] + "/" + language + ".lproj") }
        for folder in folders {
            var isDirectory = false
            let candidate = folder + "/" + fileName
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory) && !isDirectory { return candidate }
        }
        return nil
    }
    func paths(forResourcesOfType ext: String?, inDirectory subpath: String?) -> [String] {
        return paths(forResourcesOfType: ext, inDirectory: subpath, forLocalization: preferredLocalizations.first)
    }
    func paths(forResourcesOfType ext: String?, inDirectory subpath: String?, forLocalization localizationName: String?) -> [String] {
        var folders = [__path + ((subpath ?? "").isEmpty ? "" : "/" + subpath!)]
        if let language = localizationName { folders.append(folders[0] + "/" + language + ".lproj") }
        var found: [String] = []
        for folder in folders {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
                if let ext = ext, !ext.isEmpty, __kilnPathExtension(name) != (ext.hasPrefix(".") ? String(ext.dropFirst()) : ext) { continue }
                var isDirectory = false
                if FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isDirectory) && !isDirectory {
                    found.append(folder + "/" + name)
                }
            }
        }
        return found
    }
    func url(forResource name: String?, withExtension ext: String?, subdirectory subpath: String?) -> URL? {
        return path(forResource: name, ofType: ext, inDirectory: subpath).map { URL(fileURLWithPath: $0) }
    }
    func url(forResource name: String?, withExtension ext: String?, subdirectory subpath: String?, localization localizationName: String?) -> URL? {
        return path(forResource: name, ofType: ext, inDirectory: subpath, forLocalization: localizationName).map { URL(fileURLWithPath: $0) }
    }
    func urls(forResourcesWithExtension ext: String?, subdirectory subpath: String?) -> [URL]? {
        return paths(forResourcesOfType: ext, inDirectory: subpath).map { URL(fileURLWithPath: $0) }
    }
    func urls(forResourcesWithExtension ext: String?, subdirectory subpath: String?, localization localizationName: String?) -> [URL]? {
        return paths(forResourcesOfType: ext, inDirectory: subpath, forLocalization: localizationName).map { URL(fileURLWithPath: $0) }
    }
}
"""#
}
