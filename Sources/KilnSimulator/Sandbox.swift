#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PropertyList

/// The app's sandbox: a real directory laid out like an iOS container.
///
/// ```
/// <root>/Containers/Data/Application/<UUID>/            home (NSHomeDirectory())
///     Documents/  Library/Caches/  Library/Preferences/  tmp/
/// <root>/Containers/Bundle/Application/<UUID>/<Name>.app/   the bundle: Info.plist and the lesson's resources, read-only
/// ```
///
/// The two UUIDs come from the run's seeded generator, so paths are the same in every run.
/// The root is a new temporary directory (removed when the sandbox is released) or a directory
/// the caller names, which is kept for inspection (and, with the same seed, holds the same
/// container again, like a phone that keeps its apps' data).
///
/// ```swift
/// var random = DeterministicRandom(seed: 1)
/// let sandbox = try Sandbox(appName: "Homepwner", bundleIdentifier: "com.bignerdranch.Homepwner", random: &random)
/// sandbox.searchPaths(for: .documentDirectory, in: .userDomainMask)   // ["…/Documents"]
/// ```
public final class Sandbox {
    /// The real path of the directory that holds `Containers/`.
    public let root: String
    /// The app's home directory (`NSHomeDirectory()`).
    public let home: String
    /// The app bundle (`Bundle.main.bundlePath`).
    public let bundlePath: String
    public let appName: String
    public let bundleIdentifier: String
    /// The checker every file operation goes through.
    public let confinement: Confinement
    /// Made in TMPDIR for this device only: removed when the device is done with it.
    private var isTemporary: Bool

    /// The directories iOS makes in every container.
    public static let standardDirectories = ["Documents", "Library", "Library/Caches", "Library/Preferences", "tmp"]

    /// Makes (or reopens) the sandbox.
    ///
    /// - Parameters:
    ///   - root: a directory to keep the sandbox in; nil for a temporary one.
    ///   - resources: a host directory whose contents are copied into the bundle.
    public init(root: String? = nil, appName: String, bundleIdentifier: String, resources: String? = nil,
                random: inout DeterministicRandom) throws {
        guard !appName.isEmpty, !appName.contains("/"), !appName.utf8.contains(0) else {
            throw SimulatorError.invalidArgument("the app name “\(appName)” cannot be a folder name")
        }
        let madeRoot: String
        if let root {
            if let error = makeDirectories(root) {
                throw SimulatorError.sandboxUnavailable("cannot make the sandbox directory \(root): \(describeErrno(error.rawValue))")
            }
            madeRoot = root
            isTemporary = false
        } else {
            let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
            var template = Array((base + "/kiln-sandbox-XXXXXX").utf8CString)
            guard let made = mkdtemp(&template) else {
                throw SimulatorError.sandboxUnavailable("cannot make a temporary sandbox in \(base): \(describeErrno(errno))")
            }
            madeRoot = String(cString: made)
            isTemporary = true
        }
        // /tmp is itself a link on some systems; the checker compares real paths.
        guard let realRoot = realPath(madeRoot) else {
            throw SimulatorError.sandboxUnavailable("cannot resolve the sandbox directory \(madeRoot)")
        }
        self.root = realRoot
        if isTemporary { TemporarySandboxes.add(realRoot) }
        self.appName = appName
        self.bundleIdentifier = bundleIdentifier
        home = realRoot + "/Containers/Data/Application/" + random.uuidString()
        bundlePath = realRoot + "/Containers/Bundle/Application/" + random.uuidString() + "/" + appName + ".app"
        confinement = Confinement(home: home, bundle: bundlePath)

        try makeStandardDirectories()
        if let error = makeDirectories(bundlePath) {
            throw SimulatorError.sandboxUnavailable("cannot make the bundle \(bundlePath): \(describeErrno(error.rawValue))")
        }
        try writeInfoPlist()
        if let resources {
            try copyResources(from: resources, to: bundlePath)
        }
    }

    deinit { removeIfTemporary() }

    /// Removes a temporary sandbox now (once): its owner calls this when the device is done, so
    /// that the directory goes even while a script's leftover objects still hold the sandbox.
    public func removeIfTemporary() {
        guard isTemporary else { return }
        isTemporary = false
        _ = removeTree(root)
        TemporarySandboxes.remove(root)
    }

    /// Makes Documents, Library/Caches, Library/Preferences and tmp if missing (iOS restores
    /// them when the app launches, even if the app deleted one).
    public func makeStandardDirectories() throws {
        for directory in Sandbox.standardDirectories {
            if let error = makeDirectories(home + "/" + directory) {
                throw SimulatorError.sandboxUnavailable("cannot make \(directory) in the sandbox: \(describeErrno(error.rawValue))")
            }
        }
    }

    /// `NSTemporaryDirectory()`: the container's tmp, with the trailing slash iOS gives.
    public var temporaryDirectory: String { home + "/tmp/" }

    /// `NSSearchPathForDirectoriesInDomains(directory, domains, true)` and the paths of
    /// `FileManager.urls(for:in:)`, as iOS answers them: only the user domain lies in the
    /// container; the other domains name system folders an app cannot use, and give nothing here.
    public func searchPaths(for directory: SearchPathDirectory, in domains: SearchPathDomainMask) -> [String] {
        guard domains.contains(.userDomainMask) else { return [] }
        return directory.homeRelativePaths.map { home + "/" + $0 }
    }

    /// `Bundle.main.path(forResource:ofType:inDirectory:)`: the path of a resource in the bundle,
    /// or nil. An empty or nil type means the name already carries its extension (if any).
    public func pathForResource(_ name: String?, ofType type: String?, inDirectory subdirectory: String? = nil) -> String? {
        guard let name, !name.isEmpty, !name.utf8.contains(0) else { return nil }
        var fileName = name
        if let type, !type.isEmpty { fileName += type.hasPrefix(".") ? type : "." + type }
        var directory = bundlePath
        if let subdirectory, !subdirectory.isEmpty { directory += "/" + subdirectory }
        let candidate = directory + "/" + fileName
        // A resource name must not walk out of the bundle ("../../Documents/x").
        guard let resolved = try? confinement.resolve(candidate, for: .read),
              resolved.hasPrefix(bundlePath + "/"),
              case .success(let status) = statusOf(resolved), kind(of: status) == .regular
        else { return nil }
        return candidate
    }

    /// `UIImage(named:)`'s lookup: `name` with or without its extension (png when none is
    /// given, then jpg), preferring the variant for the device's scale (`name@2x.png` on a 2x
    /// phone), then the others. Returns the path and the scale the file is drawn at.
    public func imageResource(named name: String, deviceScale: Int = 2) -> (path: String, scale: Double)? {
        guard !name.isEmpty, !name.utf8.contains(0) else { return nil }
        let stem: String, extensions: [String]
        if let dot = name.lastIndex(of: "."), dot != name.startIndex, ["png", "jpg", "jpeg"].contains(name[name.index(after: dot)...].lowercased()) {
            stem = String(name[..<dot])
            extensions = [String(name[name.index(after: dot)...])]
        } else {
            stem = name
            extensions = ["png", "jpg"]
        }
        let scales = [deviceScale] + [3, 2, 1].filter { $0 != deviceScale }
        for scale in scales {
            let suffix = scale == 1 ? "" : "@\(scale)x"
            for type in extensions {
                if let path = pathForResource(stem + suffix, ofType: type) { return (path, Double(scale)) }
            }
        }
        return nil
    }

    /// The bundle's Info.plist keys, as Xcode writes them for a new app (binary plist).
    private func writeInfoPlist() throws {
        let info: PropertyList = .dictionary([
            "CFBundleDevelopmentRegion": "en",
            "CFBundleExecutable": .string(appName),
            "CFBundleIdentifier": .string(bundleIdentifier),
            "CFBundleInfoDictionaryVersion": "6.0",
            "CFBundleName": .string(appName),
            "CFBundlePackageType": "APPL",
            "CFBundleShortVersionString": "1.0",
            "CFBundleVersion": "1",
            "LSRequiresIPhoneOS": true,
            "UIRequiredDeviceCapabilities": ["armv7"],
        ])
        let bytes = info.encoded(as: .binary)
        let descriptor = open(bundlePath + "/Info.plist", O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw SimulatorError.sandboxUnavailable("cannot write the bundle's Info.plist: \(describeErrno(errno))")
        }
        defer { close(descriptor) }
        if let error = writeAll(descriptor, bytes[...]) {
            throw SimulatorError.sandboxUnavailable("cannot write the bundle's Info.plist: \(describeErrno(error.rawValue))")
        }
    }

    private func copyResources(from source: String, to destination: String) throws {
        guard case .success(let names) = directoryEntries(source) else {
            throw SimulatorError.sandboxUnavailable("cannot read the lesson's resources in \(source)")
        }
        for name in names {
            let from = source + "/" + name, to = destination + "/" + name
            guard case .success(let status) = statusOf(from, followingLinks: true) else { continue }
            switch kind(of: status) {
            case .directory:
                if let error = makeDirectories(to) {
                    throw SimulatorError.sandboxUnavailable("cannot copy \(from): \(describeErrno(error.rawValue))")
                }
                try copyResources(from: from, to: to)
            case .regular:
                guard case .success(let bytes) = readWholeFileFollowingLinks(from) else {
                    throw SimulatorError.sandboxUnavailable("cannot read the resource \(from)")
                }
                let descriptor = open(to, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
                guard descriptor >= 0 else {
                    throw SimulatorError.sandboxUnavailable("cannot copy the resource \(from): \(describeErrno(errno))")
                }
                defer { close(descriptor) }
                if let error = writeAll(descriptor, bytes[...]) {
                    throw SimulatorError.sandboxUnavailable("cannot copy the resource \(from): \(describeErrno(error.rawValue))")
                }
            default:
                continue
            }
        }
    }
}

/// Reads a host file (the lesson's own resources, outside any sandbox), following links.
private func readWholeFileFollowingLinks(_ path: String) -> Result<[UInt8], POSIXErrorCode> {
    guard let real = realPath(path) else { return .failure(POSIXErrorCode(errno)) }
    return readWholeFile(real)
}
