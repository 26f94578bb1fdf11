// The prelude's ProcessInfo (the simulated app's process; the host's machine where the device
// does not define a value: SystemBindings.swift says which) and the members of UUID beyond its text.
extension Prelude {
    static let process = #"""
struct OperatingSystemVersion: Equatable {
    var majorVersion: Int
    var minorVersion: Int
    var patchVersion: Int
    init() {
        majorVersion = 0
        minorVersion = 0
        patchVersion = 0
    }
    init(majorVersion: Int, minorVersion: Int, patchVersion: Int) {
        self.majorVersion = majorVersion
        self.minorVersion = minorVersion
        self.patchVersion = patchVersion
    }
}

class ProcessInfo {
    static let processInfo = ProcessInfo()
    init() {}
    var processName: String { get { return __kilnProcessValue("processName") as! String } set { __kilnProcessSet("processName", newValue) } }
    var processIdentifier: Int32 { return Int32(__kilnProcessValue("processIdentifier") as! Int) }
    var arguments: [String] { return __kilnProcessValue("arguments") as! [String] }
    var environment: [String: String] { return __kilnProcessValue("environment") as! [String: String] }
    var globallyUniqueString: String { return __kilnProcessValue("globallyUniqueString") as! String }
    var hostName: String { return __kilnProcessValue("hostName") as! String }
    var userName: String { return __kilnProcessValue("userName") as! String }
    var fullUserName: String { return __kilnProcessValue("fullUserName") as! String }
    var processorCount: Int { return __kilnProcessValue("processorCount") as! Int }
    var activeProcessorCount: Int { return __kilnProcessValue("activeProcessorCount") as! Int }
    var physicalMemory: UInt64 { return UInt64(__kilnProcessValue("physicalMemory") as! Int) }
    var systemUptime: Double { return __kilnProcessValue("systemUptime") as! Double }
    var operatingSystemVersionString: String { return __kilnProcessValue("operatingSystemVersionString") as! String }
    var operatingSystemVersion: OperatingSystemVersion {
        let parts = __kilnProcessValue("operatingSystemVersion") as! [Int]
        return OperatingSystemVersion(majorVersion: parts[0], minorVersion: parts[1], patchVersion: parts[2])
    }
    func isOperatingSystemAtLeast(_ version: OperatingSystemVersion) -> Bool {
        let own = operatingSystemVersion
        if own.majorVersion != version.majorVersion { return own.majorVersion > version.majorVersion }
        if own.minorVersion != version.minorVersion { return own.minorVersion > version.minorVersion }
        return own.patchVersion >= version.patchVersion
    }
}

typealias uuid_t = (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8)

extension UUID: Comparable, CustomDebugStringConvertible {
    var debugDescription: String { return uuidString }
    /// The 16 bytes the text spells.
    var uuid: uuid_t {
        let b = __kilnUUIDBytes(uuidString)
        return (b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15])
    }
    init(uuid: uuid_t) {
        let b = uuid
        self.init(uuidString: __kilnUUIDText([b.0, b.1, b.2, b.3, b.4, b.5, b.6, b.7, b.8, b.9, b.10, b.11, b.12, b.13, b.14, b.15]))!
    }
    // By their bytes, first to last (the text in capitals orders the same way).
    static func < (lhs: UUID, rhs: UUID) -> Bool { return lhs.uuidString < rhs.uuidString }
}

// The C library's calls a script makes of the device: sleeping blocks the app's main thread
// while the simulated clock moves on (no real waiting); the process is the simulated app's.
@discardableResult
func sleep(_ seconds: UInt32) -> UInt32 {
    __kilnBlock(Double(seconds))
    return 0
}

@discardableResult
func usleep(_ microseconds: UInt32) -> Int32 {
    __kilnBlock(Double(microseconds) / 1_000_000)
    return 0
}

func getpid() -> Int32 { return ProcessInfo.processInfo.processIdentifier }

// `time(nil)`: whole seconds since 1970 on the simulated clock.
func time(_ tloc: Any?) -> Int { return Int(Date().timeIntervalSince1970) }

// Foundation's Thread, as a one-thread script sees it: always the main thread.
class Thread {
    static var isMainThread: Bool { return true }
    static func sleep(forTimeInterval ti: Double) { __kilnBlock(max(ti, 0)) }
    static func sleep(until date: Date) { __kilnBlock(max(date.timeIntervalSinceNow, 0)) }
}
"""#
}
