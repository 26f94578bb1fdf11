// The host's files, for the layers above that read lessons, write reports and keep a course's
// progress: the same system calls the sandbox uses (POSIX.swift), with errors as values.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file operation on the host that failed: the path and the system's reason.
public struct HostFileError: Error, CustomStringConvertible, Sendable {
    public var path: String
    public var reason: String
    public var description: String { "\(path): \(reason)" }

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    init(_ path: String, _ code: POSIXErrorCode) {
        self.path = path
        reason = describeErrno(code.rawValue)
    }
}

/// Reading and writing the host's files (outside any app's sandbox).
public enum HostFiles {
    public static func readBytes(_ path: String) throws -> [UInt8] {
        switch readWholeFile(path) {
        case .success(let bytes): return bytes
        case .failure(let code): throw HostFileError(path, code)
        }
    }

    /// The file as UTF-8 text (invalid bytes replaced).
    public static func readText(_ path: String) throws -> String {
        String(decoding: try readBytes(path), as: UTF8.self)
    }

    /// Writes through a temporary file renamed over `path`, so a reader never sees half of it.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        let temporary = path + ".kiln-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw HostFileError(path, POSIXErrorCode(errno)) }
        let failure = writeAll(descriptor, bytes[...])
        close(descriptor)
        if let failure {
            unlink(temporary)
            throw HostFileError(path, failure)
        }
        guard rename(temporary, path) == 0 else {
            let code = POSIXErrorCode(errno)
            unlink(temporary)
            throw HostFileError(path, code)
        }
    }

    public static func write(_ text: String, to path: String) throws { try write(Array(text.utf8), to: path) }

    public static func exists(_ path: String) -> Bool {
        if case .success = statusOf(path, followingLinks: true) { return true }
        return false
    }

    public static func isDirectory(_ path: String) -> Bool {
        if case .success(let status) = statusOf(path, followingLinks: true) { return kind(of: status) == .directory }
        return false
    }

    /// Seconds and nanoseconds of the last change, or nil when the file is missing.
    public static func modificationTime(_ path: String) -> Double? {
        guard case .success(let status) = statusOf(path, followingLinks: true) else { return nil }
        #if canImport(Glibc)
        return Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9
        #else
        return Double(status.st_mtimespec.tv_sec) + Double(status.st_mtimespec.tv_nsec) / 1e9
        #endif
    }

    /// The size in bytes, or nil when the file is missing.
    public static func size(_ path: String) -> Int? {
        guard case .success(let status) = statusOf(path, followingLinks: true) else { return nil }
        return Int(status.st_size)
    }

    /// The names in a directory, sorted, without `.` and `..`.
    public static func entries(_ path: String) throws -> [String] {
        switch directoryEntries(path) {
        case .success(let names): return names
        case .failure(let code): throw HostFileError(path, code)
        }
    }

    public static func makeDirectories(_ path: String) throws {
        if let code = KilnSimulator.makeDirectories(absolute(path)) { throw HostFileError(path, code) }
    }

    /// Removes a file or a directory tree (links are removed, never followed).
    public static func remove(_ path: String) throws {
        if let code = removeTree(path) { throw HostFileError(path, code) }
    }

    /// `path` from the root: a relative path is taken from the working directory.
    public static func absolute(_ path: String) -> String {
        guard !path.hasPrefix("/") else { return path }
        guard let directory = getcwd(nil, 0) else { return path }
        defer { free(directory) }
        return String(cString: directory) + "/" + path
    }

    /// The absolute, link-free form of `path`, or nil when it does not exist.
    public static func resolved(_ path: String) -> String? { realPath(path) }

    /// A new empty directory under the system's temporary directory.
    public static func makeTemporaryDirectory(prefix: String) throws -> String {
        let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array((base + "/" + prefix + "XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw HostFileError(base, POSIXErrorCode(errno))
        }
        return String(cString: made)
    }
}
