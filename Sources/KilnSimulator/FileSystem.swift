#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `attributesOfItem(atPath:)` reports.
public struct FileAttributes: Equatable, Sendable {
    /// Foundation's `FileAttributeType` names.
    public enum FileType: String, Sendable {
        case typeRegular = "NSFileTypeRegular"
        case typeDirectory = "NSFileTypeDirectory"
        case typeSymbolicLink = "NSFileTypeSymbolicLink"
        case typeUnknown = "NSFileTypeUnknown"
    }
    public let type: FileType
    public let size: Int
    /// Seconds since the reference date. Every change made through the simulator stamps the
    /// item (and its folder) with the simulated clock, so this is the simulated time of the last
    /// change, and the same in every run.
    public let modificationDate: Double
    public let posixPermissions: Int
}

/// The sandbox's file system: every operation resolves its paths through `Confinement` and
/// then makes the real system call, so what a script does is what ends up on disk.
///
/// Writes stamp files with the simulated clock. `failNextWrite(afterBytes:)` arms a power cut
/// for the next write of file contents (plain, atomic or copy).
///
/// ```swift
/// try files.write(Array("hello".utf8), toPath: "Documents/note.txt", atomically: true)
/// try files.contents(atPath: "Documents/note.txt")   // the five bytes
/// ```
public final class SandboxFileSystem {
    public let sandbox: Sandbox
    let clock: SimulatedClock
    /// The armed power cut: how many bytes of the next write reach the disk.
    public private(set) var pendingPowerCut: Int?
    /// Called when an armed power cut fires, after the cut bytes are on disk; the simulator
    /// terminates the app here.
    var powerLossHandler: ((_ path: String, _ bytesWritten: Int) -> Void)?
    private var temporaryFileCounter = 0
    /// `FileManager.currentDirectoryPath`: where relative paths start; the home directory at launch.
    public internal(set) lazy var currentDirectory: String = sandbox.home
    /// The FileHandles' descriptors still open: closed with the file system (the app's process).
    var openDescriptors: Set<Int32> = []

    deinit {
        for descriptor in openDescriptors { close(descriptor) }
    }

    init(sandbox: Sandbox, clock: SimulatedClock) {
        self.sandbox = sandbox
        self.clock = clock
    }

    /// Paths the app tried to reach outside its sandbox, each refused as iOS refuses it
    /// (`kiln check` notes them in a submission's row).
    public private(set) var refusals: [String] = []

    /// What `Confinement` resolves: the path to use, or the error iOS gives; a path that leads out
    /// of the sandbox is remembered in `refusals`.
    var confinement: RecordingConfinement { RecordingConfinement(files: self) }

    struct RecordingConfinement {
        let files: SandboxFileSystem

        func resolve(_ written: String, for access: FileAccess, followFinalLink: Bool = true) throws -> String {
            let confinement = files.sandbox.confinement
            // A relative path starts at the app's current directory (its home until it changes it).
            let path = written.hasPrefix("/") || written.isEmpty ? written : files.currentDirectory + "/" + written
            do {
                return try confinement.resolve(path, for: access, followFinalLink: followFinalLink)
            } catch {
                let absolute = path.hasPrefix("/") ? path : confinement.home + "/" + path
                let inside = [confinement.home, confinement.bundle].contains { absolute == $0 || absolute.hasPrefix($0 + "/") }
                if !inside || absolute.contains("/..") { files.refusals.append(path) }
                throw error
            }
        }
    }

    // MARK: Reading

    /// `FileManager.contents(atPath:)` / `Data(contentsOf:)`: the file's bytes.
    public func contents(atPath path: String) throws -> [UInt8] {
        let real = try confinement.resolve(path, for: .read)
        switch readWholeFile(real) {
        case .success(let bytes): return bytes
        case .failure(let error) where error.rawValue == EISDIR:
            throw FileError.noPermissionToRead(path)
        case .failure(let error):
            throw FileError.from(errno: error.rawValue, path: path, writing: false)
        }
    }

    /// `FileManager.fileExists(atPath:isDirectory:)`: whether an item is there (following a final
    /// link, as Foundation does), and whether it is a directory. Paths outside the sandbox do not
    /// exist for the app.
    public func fileExists(atPath path: String) -> (exists: Bool, isDirectory: Bool) {
        guard let real = try? confinement.resolve(path, for: .read),
              case .success(let status) = statusOf(real, followingLinks: true)
        else { return (false, false) }
        return (true, kind(of: status) == .directory)
    }

    /// `FileManager.contentsOfDirectory(atPath:)`: the names in a directory, sorted.
    public func contentsOfDirectory(atPath path: String) throws -> [String] {
        let real = try confinement.resolve(path, for: .read)
        switch directoryEntries(real) {
        case .success(let names): return names
        case .failure(let error): throw FileError.from(errno: error.rawValue, path: path, writing: false)
        }
    }

    /// `FileManager.attributesOfItem(atPath:)`: a final link is described itself, not followed.
    public func attributesOfItem(atPath path: String) throws -> FileAttributes {
        let real = try confinement.resolve(path, for: .read, followFinalLink: false)
        switch statusOf(real) {
        case .failure(let error):
            throw FileError.from(errno: error.rawValue, path: path, writing: false)
        case .success(let status):
            let type: FileAttributes.FileType
            switch kind(of: status) {
            case .regular: type = .typeRegular
            case .directory: type = .typeDirectory
            case .symbolicLink: type = .typeSymbolicLink
            case .other: type = .typeUnknown
            }
            let seconds = Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9
            return FileAttributes(type: type, size: Int(status.st_size),
                                  modificationDate: seconds - SimulatedClock.unixEpochOffset,
                                  posixPermissions: Int(status.st_mode & 0o7777))
        }
    }

    // MARK: Writing

    /// Arms a power cut: the next write of file contents stops after `bytes` bytes (the ones
    /// before reach the disk), and the app is terminated. A write shorter than that still loses
    /// power before it returns (an atomic write never reaches its rename).
    public func failNextWrite(afterBytes bytes: Int) throws {
        guard bytes >= 0 else {
            throw SimulatorError.invalidArgument("failNextWrite(afterBytes:) needs a byte count of 0 or more, not \(bytes)")
        }
        pendingPowerCut = bytes
    }

    /// `Data.write(to:options:)` / `write(toFile:atomically:)`.
    ///
    /// A plain write truncates the file and writes into it. An atomic write writes a temporary
    /// file in the same folder and renames it over the destination, so a reader (or a power cut)
    /// sees the old file or the new one, never a mix.
    public func write(_ bytes: [UInt8], toPath path: String, atomically: Bool) throws {
        let real = try confinement.resolve(path, for: .write)
        try requireFolder(of: real, path: path)
        if atomically {
            temporaryFileCounter += 1
            let temporary = parent(real) + "/.\(lastComponent(real)).kiln-atomic-\(temporaryFileCounter)"
            do {
                try writeFile(bytes, to: temporary, path: path, exclusive: true)
            } catch {
                // A failed or torn temporary file never becomes visible to the app (after a power
                // cut, iOS empties the item-replacement folder at boot).
                _ = unlink(temporary)
                throw error
            }
            if rename(temporary, real) != 0 {
                let code = errno
                _ = unlink(temporary)
                throw FileError.from(errno: code, path: path, writing: true)
            }
        } else {
            try writeFile(bytes, to: real, path: path, exclusive: false)
        }
        stamp(parent(real))
    }

    /// `FileManager.createDirectory(atPath:withIntermediateDirectories:)`.
    public func createDirectory(atPath path: String, withIntermediateDirectories intermediate: Bool) throws {
        let real = try confinement.resolve(path, for: .write)
        if case .success(let status) = statusOf(real, followingLinks: true) {
            if intermediate && kind(of: status) == .directory { return }
            throw FileError.fileExists(path)
        }
        if intermediate {
            // Only the missing part is made; the resolved path lies inside the home directory.
            var current = sandbox.confinement.home
            for component in real.dropFirst(sandbox.confinement.home.count).split(separator: "/") {
                current += "/" + component
                if mkdir(current, 0o755) != 0 && errno != EEXIST {
                    throw FileError.from(errno: errno, path: path, writing: true)
                }
                stamp(current)
            }
        } else {
            try requireFolder(of: real, path: path)
            if mkdir(real, 0o755) != 0 { throw FileError.from(errno: errno, path: path, writing: true) }
            stamp(real)
        }
        stamp(parent(real))
    }

    /// `FileManager.removeItem(atPath:)`: a file, a link (not what it points to) or a whole folder.
    public func removeItem(atPath path: String) throws {
        let real = try confinement.resolve(path, for: .write, followFinalLink: false)
        guard case .success = statusOf(real) else { throw FileError(.noSuchFile, path: path, writing: true, operation: .remove) }
        if let error = removeTree(real) { throw FileError.from(errno: error.rawValue, path: path, writing: true) }
        stamp(parent(real))
    }

    /// `FileManager.moveItem(atPath:toPath:)`: fails if the destination exists, as Foundation's does.
    public func moveItem(atPath source: String, toPath destination: String) throws {
        let from = try confinement.resolve(source, for: .write, followFinalLink: false)
        let to = try confinement.resolve(destination, for: .write, followFinalLink: false)
        guard case .success = statusOf(from) else {
            throw FileError(.noSuchFile, path: source, writing: true, operation: .move(destination: destination))
        }
        if case .success = statusOf(to) {
            throw FileError(.fileExists, path: source, writing: true, operation: .move(destination: destination))
        }
        try requireFolder(of: to, path: destination)
        if rename(from, to) != 0 { throw FileError.from(errno: errno, path: destination, writing: true) }
        stamp(parent(from))
        stamp(parent(to))
    }

    /// `FileManager.copyItem(atPath:toPath:)`: files, folders recursively; links are copied as
    /// links (what they point to is checked when something reads through them).
    public func copyItem(atPath source: String, toPath destination: String) throws {
        let from = try confinement.resolve(source, for: .read)
        let to = try confinement.resolve(destination, for: .write, followFinalLink: false)
        guard case .success = statusOf(from) else { throw FileError.noSuchFileToRead(source) }
        if case .success = statusOf(to) {
            throw FileError(.fileExists, path: source, writing: true, operation: .copy(destination: destination))
        }
        try requireFolder(of: to, path: destination)
        try copyTree(from, to, source: source, destination: destination)
        stamp(parent(to))
    }

    private func copyTree(_ from: String, _ to: String, source: String, destination: String) throws {
        guard case .success(let status) = statusOf(from) else { throw FileError.noSuchFileToRead(source) }
        switch kind(of: status) {
        case .directory:
            if mkdir(to, 0o755) != 0 { throw FileError.from(errno: errno, path: destination, writing: true) }
            guard case .success(let names) = directoryEntries(from) else { throw FileError.noPermissionToRead(source) }
            for name in names {
                try copyTree(from + "/" + name, to + "/" + name, source: source + "/" + name, destination: destination + "/" + name)
            }
            stamp(to)
        case .symbolicLink:
            guard let target = readLink(from), symlink(target, to) == 0 else {
                throw FileError.from(errno: errno, path: destination, writing: true)
            }
        case .regular:
            switch readWholeFile(from) {
            case .success(let bytes): try writeFile(bytes, to: to, path: destination, exclusive: true)
            case .failure(let error): throw FileError.from(errno: error.rawValue, path: source, writing: false)
            }
        case .other:
            throw FileError.noPermissionToRead(source)
        }
    }

    // MARK: The system calls

    /// The folder a new item goes in must exist (iOS does not make it): Cocoa error 4.
    func requireFolder(of real: String, path: String) throws {
        guard case .success(let status) = statusOf(parent(real), followingLinks: true), kind(of: status) == .directory else {
            throw FileError.noSuchFolder(path)
        }
    }

    /// Writes bytes into `real`, honouring an armed power cut.
    private func writeFile(_ bytes: [UInt8], to real: String, path: String, exclusive: Bool) throws {
        let flags = O_WRONLY | O_CREAT | O_NOFOLLOW | O_CLOEXEC | (exclusive ? O_EXCL : O_TRUNC)
        let descriptor = open(real, flags, 0o644)
        guard descriptor >= 0 else { throw FileError.from(errno: errno, path: path, writing: true) }
        if let cut = pendingPowerCut {
            pendingPowerCut = nil
            let written = min(cut, bytes.count)
            _ = writeAll(descriptor, bytes[..<written])
            stampOpenFile(descriptor)
            close(descriptor)
            powerLossHandler?(path, written)
            throw SimulatorError.powerLost(path: path, bytesWritten: written)
        }
        let failure = writeAll(descriptor, bytes[...])
        stampOpenFile(descriptor)
        close(descriptor)
        if let failure { throw FileError.from(errno: failure.rawValue, path: path, writing: true) }
    }

    func simulatedTimespec() -> timespec {
        let time = clock.unixTime
        let seconds = time.rounded(.down)
        return timespec(tv_sec: Int(seconds), tv_nsec: Int((time - seconds) * 1e9))
    }

    private func stampOpenFile(_ descriptor: Int32) {
        var times = [simulatedTimespec(), simulatedTimespec()]
        _ = futimens(descriptor, &times)
    }

    /// Sets an item's dates to the simulated clock (without following a final link).
    func stamp(_ real: String) {
        var times = [simulatedTimespec(), simulatedTimespec()]
        _ = utimensat(AT_FDCWD, real, &times, AT_SYMLINK_NOFOLLOW)
    }
}
