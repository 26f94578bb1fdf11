#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file could not be read or written, in the system's words (`No such file or directory`).
struct FileFailure: Error {
    let message: String
}

/// A file's bytes without printing anything: `kiln plist` and the REPL each say what went wrong
/// in their own words.
func readFileQuietly(_ path: String) -> Result<[UInt8], FileFailure> {
    guard let handle = fopen(path, "rb") else { return .failure(FileFailure(message: String(cString: strerror(errno)))) }
    defer { fclose(handle) }
    var info = stat()
    if fstat(fileno(handle), &info) == 0, info.st_mode & S_IFMT == S_IFDIR { return .failure(FileFailure(message: "Is a directory")) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let count = fread(&chunk, 1, chunk.count, handle)
        if count > 0 { bytes.append(contentsOf: chunk[0..<count]) }
        if count < chunk.count {
            if ferror(handle) != 0 { return .failure(FileFailure(message: String(cString: strerror(errno)))) }
            return .success(bytes)
        }
    }
}

func writeFileQuietly(_ path: String, _ bytes: [UInt8]) throws {
    guard let handle = fopen(path, "wb") else { throw FileFailure(message: String(cString: strerror(errno))) }
    let written = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, handle) }
    if fclose(handle) != 0 || written != bytes.count { throw FileFailure(message: "could not write: \(String(cString: strerror(errno)))") }
}
