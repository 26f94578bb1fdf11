#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a file operation wants to do with a path; writing includes creating, moving and deleting.
public enum FileAccess: Sendable {
    case read, write
}

/// The one checker every file operation goes through: it turns the path a script gave into the
/// real path the system call will use, and refuses it unless it stays inside the sandbox.
///
/// Resolution follows `realpath`: relative paths start at the home directory (a script has no
/// other working directory), `.` and `..` collapse, and every symbolic link met on the way is
/// read and spliced in, component by component, so a link made inside the sandbox that points
/// out is judged by where it points. Components that do not exist yet (a file about to be
/// created) are kept as written. The resolved path must lie in the home directory or, for
/// reading only, in the bundle. The home and bundle directories themselves cannot be written
/// as a whole (deleted, moved, replaced).
///
/// Because the result has no links left in it (except a final one the caller chose not to
/// follow), the caller opens it with `O_NOFOLLOW` and the check holds for the call itself.
public struct Confinement: Sendable {
    /// The real (link-free) path of the app's home directory.
    public let home: String
    /// The real path of the read-only bundle directory.
    public let bundle: String

    /// Darwin's `PATH_MAX`; iOS refuses longer paths, and Kiln does the same on every host.
    public static let maximumPathLength = 1024
    /// Darwin's `MAXSYMLINKS`.
    static let maximumLinkHops = 32

    public init(home: String, bundle: String) {
        self.home = home
        self.bundle = bundle
    }

    /// The real path for `path`, or the Cocoa error iOS would give for touching it.
    ///
    /// - Parameter followFinalLink: false for operations that act on a link itself (remove,
    ///   move, attributes of the link): then a last component that is a link stays unresolved.
    public func resolve(_ path: String, for access: FileAccess, followFinalLink: Bool = true) throws -> String {
        let writing = access == .write
        if path.utf8.contains(0) {
            throw FileError.invalidName(path, writing: writing, why: "the path contains a NUL character")
        }
        if path.isEmpty {
            throw writing ? FileError.noSuchFile(path) : FileError.noSuchFileToRead(path)
        }
        if path.utf8.count > Confinement.maximumPathLength {
            throw FileError.invalidName(
                path, writing: writing, why: "the path is \(path.utf8.count) bytes long, longer than \(Confinement.maximumPathLength)")
        }
        let absolute = path.hasPrefix("/") ? path : home + "/" + path
        let resolved = try resolveLinks(absolute, originalPath: path, writing: writing, followFinalLink: followFinalLink)

        let inHome = resolved == home || resolved.hasPrefix(home + "/")
        let inBundle = resolved == bundle || resolved.hasPrefix(bundle + "/")
        if !inHome && !inBundle {
            throw writing ? FileError.noPermissionToWrite(path) : FileError.noPermissionToRead(path)
        }
        if writing && (inBundle || resolved == home) {
            throw FileError.noPermissionToWrite(path)
        }
        return resolved
    }

    /// Whether `path` resolves inside the sandbox for `access` (a convenience for `fileExists`).
    public func allows(_ path: String, for access: FileAccess) -> Bool {
        (try? resolve(path, for: access)) != nil
    }

    private func resolveLinks(_ absolute: String, originalPath: String, writing: Bool, followFinalLink: Bool) throws -> String {
        // `pending` is a stack: the next component to look at is last.
        var pending = absolute.split(separator: "/", omittingEmptySubsequences: true).map(String.init).reversed() as [String]
        var resolved: [String] = []
        // The index in `resolved` of the first component that does not exist; below it, every
        // component was checked with lstat, above it nothing exists, so nothing can be a link.
        var firstMissing: Int? = nil
        var hops = 0

        while let component = pending.popLast() {
            if component == "." { continue }
            if component == ".." {
                if !resolved.isEmpty { resolved.removeLast() }
                if let missing = firstMissing, resolved.count <= missing { firstMissing = nil }
                continue
            }
            resolved.append(component)
            if firstMissing != nil { continue }
            let isLast = !pending.contains { $0 != "." }
            if isLast && !followFinalLink { continue }

            let current = "/" + resolved.joined(separator: "/")
            switch statusOf(current) {
            case .failure:
                // Missing (ENOENT), under a file (ENOTDIR) or unreadable: nothing here can redirect
                // the path, so the rest is taken as written; the operation reports the real error.
                firstMissing = resolved.count - 1
            case .success(let status):
                guard kind(of: status) == .symbolicLink else { continue }
                hops += 1
                guard hops <= Confinement.maximumLinkHops, let target = readLink(current) else {
                    throw FileError.unknown(originalPath, writing: writing, errno: ELOOP)
                }
                resolved.removeLast()
                if target.hasPrefix("/") { resolved.removeAll() }
                pending.append(contentsOf: target.split(separator: "/", omittingEmptySubsequences: true).map(String.init).reversed())
            }
        }
        return "/" + resolved.joined(separator: "/")
    }
}
