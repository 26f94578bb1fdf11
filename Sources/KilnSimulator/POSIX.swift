// Thin helpers over the C library: the simulator's files are real files, and the system calls
// say exactly what happens (no Foundation between the student's call and the disk).
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `strerror`, as a Swift string.
func describeErrno(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "errno \(code)" }
    return String(cString: text)
}

/// The kind of a file-system entry, from `lstat` (links are not followed).
enum EntryKind: Equatable {
    case regular, directory, symbolicLink, other
}

/// `lstat(path)`: the entry's kind and status, or the errno.
func statusOf(_ path: String, followingLinks: Bool = false) -> Result<stat, POSIXErrorCode> {
    var status = stat()
    let result = followingLinks ? stat(path, &status) : lstat(path, &status)
    if result != 0 { return .failure(POSIXErrorCode(errno)) }
    return .success(status)
}

func kind(of status: stat) -> EntryKind {
    switch status.st_mode & S_IFMT {
    case S_IFREG: return .regular
    case S_IFDIR: return .directory
    case S_IFLNK: return .symbolicLink
    default: return .other
    }
}

/// A POSIX error number, kept as a value so the callers can switch on it.
struct POSIXErrorCode: Error, Equatable {
    let rawValue: Int32
    init(_ rawValue: Int32) { self.rawValue = rawValue }
}

/// `readlink(path)` as a string, or nil when the entry is not a link or cannot be read.
func readLink(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count >= 0 else { return nil }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// `realpath(path)`, or nil.
func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
}

/// Reads a whole file with `open`/`read`, refusing to follow a final symbolic link.
func readWholeFile(_ path: String) -> Result<[UInt8], POSIXErrorCode> {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(POSIXErrorCode(errno)) }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 {
            if errno == EINTR { continue }
            return .failure(POSIXErrorCode(errno))
        }
        if count == 0 { break }
        bytes.append(contentsOf: chunk[..<count])
    }
    return .success(bytes)
}

/// Writes `bytes` to an open descriptor, all of them or up to the error.
func writeAll(_ descriptor: Int32, _ bytes: ArraySlice<UInt8>) -> POSIXErrorCode? {
    var offset = bytes.startIndex
    while offset < bytes.endIndex {
        let count = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if count < 0 {
            if errno == EINTR { continue }
            return POSIXErrorCode(errno)
        }
        offset += count
    }
    return nil
}

/// Removes a file, a link (not its target) or a directory tree, never following links.
func removeTree(_ path: String) -> POSIXErrorCode? {
    switch statusOf(path) {
    case .failure(let error): return error
    case .success(let status):
        if kind(of: status) == .directory {
            switch directoryEntries(path) {
            case .failure(let error): return error
            case .success(let names):
                for name in names {
                    if let error = removeTree(path + "/" + name) { return error }
                }
            }
            return rmdir(path) == 0 ? nil : POSIXErrorCode(errno)
        }
        return unlink(path) == 0 ? nil : POSIXErrorCode(errno)
    }
}

/// The names in a directory, without `.` and `..`, sorted (readdir's order is the disk's whim;
/// sorted output keeps runs reproducible).
func directoryEntries(_ path: String) -> Result<[String], POSIXErrorCode> {
    guard let directory = opendir(path) else { return .failure(POSIXErrorCode(errno)) }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
        let name = withUnsafePointer(to: entry.pointee.d_name) {
            $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
        }
        if name != "." && name != ".." { names.append(name) }
    }
    return .success(names.sorted())
}

/// `mkdir -p`: makes each missing directory on the way. The whole path is tried first and the
/// parents only when one is missing (every launch of the app checks its folders this way).
func makeDirectories(_ path: String, mode: mode_t = 0o755) -> POSIXErrorCode? {
    if mkdir(path, mode) == 0 || errno == EEXIST { return nil }
    guard errno == ENOENT else { return POSIXErrorCode(errno) }
    var current = ""
    for component in path.split(separator: "/") {
        current += "/" + component
        if mkdir(current, mode) != 0 && errno != EEXIST { return POSIXErrorCode(errno) }
    }
    return nil
}
