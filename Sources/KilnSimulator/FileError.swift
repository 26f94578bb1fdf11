// A file operation's failure in the simulator's own terms: what went wrong, on which path, while
// reading or writing. How iOS reports it to the app (an NSError in NSCocoaErrorDomain, its code
// and its sentence) is KilnFoundation's (CocoaFileErrors.swift).
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file operation failed.
///
/// ```swift
/// do { try files.write([1, 2, 3], toPath: bundlePath + "/x", atomically: false) }
/// catch let error as FileError { print(error.kind) }   // noPermissionToWrite
/// ```
public struct FileError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Kind: Equatable, Sendable {
        /// An item to remove, move or list, or a file to write, is missing.
        case noSuchFile
        /// A file to read is missing.
        case noSuchFileToRead
        /// The folder a new item would go in is missing.
        case noSuchFolder
        /// Reading outside the sandbox.
        case noPermissionToRead
        /// Writing outside the sandbox or into the bundle.
        case noPermissionToWrite
        /// The destination of a copy or move exists.
        case fileExists
        /// A NUL byte or an over-long path, and why.
        case invalidName(String)
        case outOfSpace
        case readOnlyVolume
        /// Any other failure of a system call.
        case unknown(errno: Int32)
    }

    /// The FileManager call that failed, when its sentence names it (Foundation's
    /// `NSUserStringVariant`: "“a.txt” couldn’t be removed.").
    public enum Operation: Equatable, Sendable {
        case other
        case remove
        /// A move or copy to `destination` (the path the script gave).
        case move(destination: String)
        case copy(destination: String)
    }

    public let kind: Kind
    /// The path the script gave (not the resolved one, so messages match what the student wrote).
    public let path: String
    public let writing: Bool
    public let operation: Operation

    public init(_ kind: Kind, path: String, writing: Bool, operation: Operation = .other) {
        self.kind = kind
        self.path = path
        self.writing = writing
        self.operation = operation
    }

    public var description: String {
        switch kind {
        case .invalidName(let why): return "\(path): invalid name (\(why))"
        case .unknown(let code): return "\(path): \(writing ? "writing" : "reading") failed (\(describeErrno(code)))"
        default: return "\(path): \(kind)"
        }
    }

    static func noPermissionToWrite(_ path: String) -> FileError { FileError(.noPermissionToWrite, path: path, writing: true) }
    static func noPermissionToRead(_ path: String) -> FileError { FileError(.noPermissionToRead, path: path, writing: false) }
    static func noSuchFileToRead(_ path: String) -> FileError { FileError(.noSuchFileToRead, path: path, writing: false) }
    static func noSuchFile(_ path: String) -> FileError { FileError(.noSuchFile, path: path, writing: true) }
    static func noSuchFolder(_ path: String) -> FileError { FileError(.noSuchFolder, path: path, writing: true) }
    static func fileExists(_ path: String) -> FileError { FileError(.fileExists, path: path, writing: true) }

    static func invalidName(_ path: String, writing: Bool, why: String) -> FileError {
        FileError(.invalidName(why), path: path, writing: writing)
    }

    static func unknown(_ path: String, writing: Bool, errno code: Int32) -> FileError {
        FileError(.unknown(errno: code), path: path, writing: writing)
    }

    /// The failure for a failed system call, as Foundation maps errno values.
    static func from(errno code: Int32, path: String, writing: Bool) -> FileError {
        switch code {
        case ENOENT: return writing ? noSuchFile(path) : noSuchFileToRead(path)
        case EACCES, EPERM: return writing ? noPermissionToWrite(path) : noPermissionToRead(path)
        case EEXIST: return fileExists(path)
        case ENAMETOOLONG: return invalidName(path, writing: writing, why: describeErrno(code).lowercased())
        case ENOSPC, EDQUOT: return FileError(.outOfSpace, path: path, writing: writing)
        case EROFS: return FileError(.readOnlyVolume, path: path, writing: writing)
        default: return unknown(path, writing: writing, errno: code)
        }
    }
}

/// The last path component, as `NSString.lastPathComponent` gives it.
package func lastComponent(_ path: String) -> String {
    let trimmed = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
    if let slash = trimmed.lastIndex(of: "/") { return String(trimmed[trimmed.index(after: slash)...]) }
    return trimmed
}

/// The path without its last component, as `NSString.deletingLastPathComponent` gives it.
package func parent(_ path: String) -> String {
    let trimmed = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
    guard let slash = trimmed.lastIndex(of: "/") else { return "" }
    return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
}

/// The system's sentence for an errno value (`No such file or directory`).
package func systemErrorText(_ code: Int32) -> String { describeErrno(code) }
