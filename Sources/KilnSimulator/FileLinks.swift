// Symbolic and hard links, attributes set by the app, the current directory and the volume's
// figures: the rest of FileManager's file-system calls, made on the real files of the sandbox.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension SandboxFileSystem {
    /// `createSymbolicLink(atPath:withDestinationPath:)`: the destination is stored as written
    /// (a relative one is relative to the link's folder); where it leads is judged when it is used.
    public func createSymbolicLink(atPath path: String, withDestinationPath destination: String) throws {
        let real = try confinement.resolve(path, for: .write, followFinalLink: false)
        if case .success = statusOf(real) { throw FileError.fileExists(path) }
        try requireFolder(of: real, path: path)
        guard symlink(destination, real) == 0 else { throw FileError.from(errno: errno, path: path, writing: true) }
        stamp(parent(real))
    }

    /// `destinationOfSymbolicLink(atPath:)`: the link's text; not a link is error 256.
    public func destinationOfSymbolicLink(atPath path: String) throws -> String {
        let real = try confinement.resolve(path, for: .read, followFinalLink: false)
        guard case .success(let status) = statusOf(real) else { throw FileError.noSuchFileToRead(path) }
        guard kind(of: status) == .symbolicLink, let target = readLink(real) else {
            throw FileError.unknown(path, writing: false, errno: EINVAL)
        }
        return target
    }

    /// `linkItem(atPath:toPath:)`: a hard link to a file (a folder is copied, as Foundation does).
    public func linkItem(atPath source: String, toPath destination: String) throws {
        let from = try confinement.resolve(source, for: .write, followFinalLink: false)
        let to = try confinement.resolve(destination, for: .write, followFinalLink: false)
        guard case .success(let status) = statusOf(from) else { throw FileError.noSuchFileToRead(source) }
        if case .success = statusOf(to) { throw FileError.fileExists(destination) }
        try requireFolder(of: to, path: destination)
        if kind(of: status) == .directory {
            try copyItem(atPath: source, toPath: destination)
            return
        }
        guard link(from, to) == 0 else { throw FileError.from(errno: errno, path: destination, writing: true) }
        stamp(parent(to))
    }

    /// `setAttributes(_:ofItemAtPath:)`: permissions and the modification date (seconds since the
    /// reference date) of the item a path leads to.
    public func setAttributes(posixPermissions: Int?, modificationDate: Double?, ofItemAtPath path: String) throws {
        let real = try confinement.resolve(path, for: .write)
        guard case .success = statusOf(real, followingLinks: true) else { throw FileError.noSuchFile(path) }
        if let permissions = posixPermissions, chmod(real, mode_t(permissions & 0o7777)) != 0 {
            throw FileError.from(errno: errno, path: path, writing: true)
        }
        if let date = modificationDate {
            let time = date + SimulatedClock.unixEpochOffset
            let seconds = time.rounded(.down)
            let moment = timespec(tv_sec: Int(seconds), tv_nsec: Int((time - seconds) * 1e9))
            var times = [moment, moment]
            if utimensat(AT_FDCWD, real, &times, 0) != 0 { throw FileError.from(errno: errno, path: path, writing: true) }
        }
    }

    /// `changeCurrentDirectoryPath(_:)`: false unless the path is a folder the app may read.
    public func changeCurrentDirectory(_ path: String) -> Bool {
        guard let real = try? confinement.resolve(path, for: .read),
              case .success(let status) = statusOf(real, followingLinks: true), kind(of: status) == .directory
        else { return false }
        currentDirectory = real
        return true
    }

    /// `attributesOfFileSystem(forPath:)`: the volume's size and free space in bytes, its node
    /// counts and its number, as `statvfs` gives them for the volume that holds the sandbox.
    public func fileSystemAttributes(forPath path: String) throws -> (size: Int, freeSize: Int, nodes: Int, freeNodes: Int, number: UInt64) {
        let real = try confinement.resolve(path, for: .read)
        var volume = statvfs()
        guard statvfs(real, &volume) == 0 else { throw FileError.from(errno: errno, path: path, writing: false) }
        guard case .success(let status) = statusOf(real, followingLinks: true) else { throw FileError.noSuchFileToRead(path) }
        return (Int(volume.f_blocks) * Int(volume.f_frsize), Int(volume.f_bavail) * Int(volume.f_frsize),
                Int(volume.f_files), Int(volume.f_ffree), UInt64(status.st_dev))
    }
}
