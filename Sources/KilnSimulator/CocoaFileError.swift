#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file-system error as iOS reports it: an `NSError` in `NSCocoaErrorDomain` with one of
/// Foundation's file error codes, the path it concerns, and the sentence iOS would show.
///
/// ```swift
/// do { try files.write([1, 2, 3], to: bundlePath + "/x") }
/// catch let error as CocoaFileError { print(error.code.rawValue, error.message) }   // 513 You don’t have permission…
/// ```
public struct CocoaFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Foundation's `CocoaError.Code` values for files (the numbers scripts print).
    public enum Code: Int, Sendable {
        /// NSFileNoSuchFileError: an item to remove, move or list is missing.
        case fileNoSuchFile = 4
        /// NSFileReadUnknownError.
        case fileReadUnknown = 256
        /// NSFileReadNoPermissionError: reading outside the sandbox.
        case fileReadNoPermission = 257
        /// NSFileReadInvalidFileNameError: a NUL byte or an over-long path.
        case fileReadInvalidFileName = 258
        /// NSFileReadNoSuchFileError: a file to read is missing.
        case fileReadNoSuchFile = 260
        /// NSFileWriteUnknownError.
        case fileWriteUnknown = 512
        /// NSFileWriteNoPermissionError: writing outside the sandbox or into the bundle.
        case fileWriteNoPermission = 513
        /// NSFileWriteInvalidFileNameError.
        case fileWriteInvalidFileName = 514
        /// NSFileWriteFileExistsError: the destination of a copy or move exists.
        case fileWriteFileExists = 516
        /// NSFileWriteOutOfSpaceError.
        case fileWriteOutOfSpace = 640
        /// NSFileWriteVolumeReadOnlyError.
        case fileWriteVolumeReadOnly = 642
    }

    public let domain = "NSCocoaErrorDomain"
    public let code: Code
    /// The path the script gave (not the resolved one, so messages match what the student wrote).
    public let path: String
    public let message: String

    public init(_ code: Code, path: String, message: String) {
        self.code = code
        self.path = path
        self.message = message
    }

    public var description: String {
        "Error Domain=\(domain) Code=\(code.rawValue) \"\(message)\" UserInfo={NSFilePath=\(path)}"
    }

    // The sentences below are iOS's own (curly quotes included).

    static func noPermissionToWrite(_ path: String) -> CocoaFileError {
        CocoaFileError(.fileWriteNoPermission, path: path,
                       message: "You don’t have permission to save the file “\(lastComponent(path))” in the folder “\(lastComponent(parent(path)))”.")
    }

    static func noPermissionToRead(_ path: String) -> CocoaFileError {
        CocoaFileError(.fileReadNoPermission, path: path,
                       message: "The file “\(lastComponent(path))” couldn’t be opened because you don’t have permission to view it.")
    }

    static func noSuchFileToRead(_ path: String) -> CocoaFileError {
        CocoaFileError(.fileReadNoSuchFile, path: path,
                       message: "The file “\(lastComponent(path))” couldn’t be opened because there is no such file.")
    }

    static func noSuchFile(_ path: String) -> CocoaFileError {
        CocoaFileError(.fileNoSuchFile, path: path,
                       message: "The file “\(lastComponent(path))” doesn’t exist.")
    }

    static func noSuchFolder(_ path: String) -> CocoaFileError {
        CocoaFileError(.fileNoSuchFile, path: path,
                       message: "The folder “\(lastComponent(parent(path)))” doesn’t exist.")
    }

    static func fileExists(_ path: String) -> CocoaFileError {
        CocoaFileError(.fileWriteFileExists, path: path,
                       message: "The file “\(lastComponent(path))” couldn’t be saved because a file with the same name already exists.")
    }

    static func invalidName(_ path: String, writing: Bool, why: String) -> CocoaFileError {
        CocoaFileError(writing ? .fileWriteInvalidFileName : .fileReadInvalidFileName, path: path,
                       message: "The file name is invalid: \(why).")
    }

    /// The Cocoa error for a failed system call, as Foundation maps errno values.
    static func from(errno code: Int32, path: String, writing: Bool) -> CocoaFileError {
        switch code {
        case ENOENT: return writing ? noSuchFile(path) : noSuchFileToRead(path)
        case EACCES, EPERM: return writing ? noPermissionToWrite(path) : noPermissionToRead(path)
        case EEXIST: return fileExists(path)
        case ENAMETOOLONG: return invalidName(path, writing: writing, why: describeErrno(code).lowercased())
        case ENOSPC, EDQUOT:
            return CocoaFileError(.fileWriteOutOfSpace, path: path,
                                  message: "The file “\(lastComponent(path))” couldn’t be saved because there isn’t enough space.")
        case EROFS:
            return CocoaFileError(.fileWriteVolumeReadOnly, path: path,
                                  message: "The file “\(lastComponent(path))” couldn’t be saved because the volume is read only.")
        default: return unknown(path, writing: writing, errno: code)
        }
    }

    static func unknown(_ path: String, writing: Bool, errno code: Int32) -> CocoaFileError {
        CocoaFileError(writing ? .fileWriteUnknown : .fileReadUnknown, path: path,
                       message: "The operation couldn’t be completed. (\(describeErrno(code)))")
    }
}

/// The last path component, as `NSString.lastPathComponent` gives it.
func lastComponent(_ path: String) -> String {
    let trimmed = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
    if let slash = trimmed.lastIndex(of: "/") { return String(trimmed[trimmed.index(after: slash)...]) }
    return trimmed
}

/// The path without its last component, as `NSString.deletingLastPathComponent` gives it.
func parent(_ path: String) -> String {
    let trimmed = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
    guard let slash = trimmed.lastIndex(of: "/") else { return "" }
    return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
}
