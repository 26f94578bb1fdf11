// The commands' files and standard streams: reading and writing files, output written whole, and
// failures in the system's words (`kiln: PATH: No such file or directory`).
import ArgumentParser
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
    // A regular file is read straight into an array of its size; a stream grows chunk by chunk.
    if info.st_mode & S_IFMT == S_IFREG, info.st_size > 0 {
        bytes = [UInt8](unsafeUninitializedCapacity: Int(info.st_size)) { buffer, count in
            count = fread(buffer.baseAddress, 1, buffer.count, handle)
        }
        if bytes.count < Int(info.st_size) {
            if ferror(handle) != 0 { return .failure(FileFailure(message: String(cString: strerror(errno)))) }
            return .success(bytes)
        }
    }
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

// MARK: The commands' output and failures

/// A failure the user caused (a bad file, a missing path): prints `kiln: FILE: reason` on standard
/// error and gives the exit status 1 to throw.
func failure(_ path: String, _ reason: String) -> ExitCode {
    printError("kiln: \(path): \(reason)")
    return ExitCode.failure
}

func printError(_ message: String, terminator: String = "\n") {
    var standardError = StandardError()
    print(message, terminator: terminator, to: &standardError)
}

struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        writeAll(STDERR_FILENO, Array(string.utf8)[...])
    }
}

func readFile(_ path: String) throws -> [UInt8] {
    switch readFileQuietly(path) {
    case .success(let bytes): return bytes
    case .failure(let reason): throw failure(path, reason.message)
    }
}

func writeFile(_ path: String, _ bytes: [UInt8]) throws {
    do { try writeFileQuietly(path, bytes) } catch let reason as FileFailure { throw failure(path, reason.message) }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif

/// Writes `bytes` to standard output whole (after anything `print` has buffered).
func writeStandardOutput(_ bytes: [UInt8]) {
    fflush(nil)
    writeAll(STDOUT_FILENO, bytes[...])
}

/// Writes until every byte is written or the descriptor refuses.
private func writeAll(_ descriptor: Int32, _ bytes: ArraySlice<UInt8>) {
    var bytes = bytes
    while !bytes.isEmpty {
        let written = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
        guard written > 0 else { return }
        bytes = bytes.dropFirst(written)
    }
}
