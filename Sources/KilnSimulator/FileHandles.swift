// Open files of the simulated app (FileHandle): real descriptors on files inside the sandbox,
// opened through the same confinement as every other file operation, read, written, seeked,
// truncated and closed with the system calls themselves. Writes stamp the file with the clock.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension SandboxFileSystem {
    /// How a handle is opened: `FileHandle(forReadingAtPath:)`, `forWritingAtPath:`, `forUpdatingAtPath:`.
    public enum HandleMode: Sendable {
        case reading, writing, updating
    }

    /// Opens an existing file (a handle never creates one, as Foundation's does not) and gives
    /// its descriptor. A missing file to read is error 260, to write or update error 4.
    public func openHandle(atPath path: String, mode: HandleMode) throws -> Int32 {
        let writing = mode != .reading
        let real = try confinement.resolve(path, for: writing ? .write : .read)
        let flags: Int32
        switch mode {
        case .reading: flags = O_RDONLY
        case .writing: flags = O_WRONLY
        case .updating: flags = O_RDWR
        }
        let descriptor = open(real, flags | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileError.from(errno: errno, path: path, writing: writing) }
        if case .success(let status) = statusOf(real, followingLinks: true), kind(of: status) == .directory, writing {
            close(descriptor)
            throw FileError.from(errno: EISDIR, path: path, writing: true)
        }
        openDescriptors.insert(descriptor)
        return descriptor
    }

    /// Up to `count` bytes from the handle's offset (to the end when nil); fewer at the end of the file.
    public func readHandle(_ descriptor: Int32, upToCount count: Int?, path: String) throws -> [UInt8] {
        try requireOpen(descriptor, path: path, writing: false)
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while count.map({ bytes.count < $0 }) ?? true {
            let wanted = min(buffer.count, (count ?? Int.max) - bytes.count)
            let got = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
            if got < 0 {
                if errno == EINTR { continue }
                throw FileError.from(errno: errno, path: path, writing: false)
            }
            if got == 0 { break }
            bytes += buffer[..<got]
        }
        return bytes
    }

    /// Writes all the bytes at the handle's offset and stamps the file with the simulated clock.
    public func writeHandle(_ descriptor: Int32, _ bytes: [UInt8], path: String) throws {
        try requireOpen(descriptor, path: path, writing: true)
        if let failure = writeAll(descriptor, bytes[...]) {
            throw FileError.from(errno: failure.rawValue, path: path, writing: true)
        }
        stampHandle(descriptor)
    }

    /// Moves the offset: to `offset` from the start, or to the end when nil; gives the new offset.
    @discardableResult
    public func seekHandle(_ descriptor: Int32, to offset: UInt64?, path: String) throws -> UInt64 {
        try requireOpen(descriptor, path: path, writing: false)
        let result = offset.map { lseek(descriptor, off_t($0), SEEK_SET) } ?? lseek(descriptor, 0, SEEK_END)
        guard result >= 0 else { throw FileError.from(errno: errno, path: path, writing: false) }
        return UInt64(result)
    }

    /// The handle's offset.
    public func handleOffset(_ descriptor: Int32, path: String) throws -> UInt64 {
        try requireOpen(descriptor, path: path, writing: false)
        let result = lseek(descriptor, 0, SEEK_CUR)
        guard result >= 0 else { throw FileError.from(errno: errno, path: path, writing: false) }
        return UInt64(result)
    }

    /// Cuts (or extends with zeros) the file to `length` bytes and moves the offset there, as
    /// `truncate(atOffset:)` does.
    public func truncateHandle(_ descriptor: Int32, atOffset length: UInt64, path: String) throws {
        try requireOpen(descriptor, path: path, writing: true)
        guard ftruncate(descriptor, off_t(length)) == 0 else { throw FileError.from(errno: errno, path: path, writing: true) }
        try seekHandle(descriptor, to: length, path: path)
        stampHandle(descriptor)
    }

    /// `synchronize()`: the file's data reaches the disk.
    public func synchronizeHandle(_ descriptor: Int32, path: String) throws {
        try requireOpen(descriptor, path: path, writing: true)
        guard fsync(descriptor) == 0 else { throw FileError.from(errno: errno, path: path, writing: true) }
    }

    /// Only a descriptor this file system opened can be used: a handle made from any other
    /// number (`FileHandle(fileDescriptor: 7)`) cannot reach Kiln's own files.
    private func requireOpen(_ descriptor: Int32, path: String, writing: Bool) throws {
        guard openDescriptors.contains(descriptor) else { throw FileError.unknown(path, writing: writing, errno: EBADF) }
    }

    public func closeHandle(_ descriptor: Int32) {
        guard openDescriptors.remove(descriptor) != nil else { return }
        close(descriptor)
    }

    private func stampHandle(_ descriptor: Int32) {
        var times = [simulatedTimespec(), simulatedTimespec()]
        _ = futimens(descriptor, &times)
    }
}
