// Logging to the device's console: `NSLog` (Foundation), `os_log` with `OSLog` and `OSLogType`
// (os.log, as Apple's FoodTracker tutorial uses it) and `Logger` (iOS 14). Each writes one line
// to the simulated device's console, stamped as Xcode's console shows it (DeviceConsole.swift);
// `print`'s output is not touched. Formats are `String(format:)`'s: `%@`, `%d`, `%{public}@`.
extension Prelude {
    static let logging = #"""
func NSLog(_ format: String, _ args: Any...) {
    __kilnConsoleLog(String(format: format, arguments: args))
}

struct OSLogType: Equatable, Hashable {
    let rawValue: UInt8
    init(_ rawValue: UInt8) { self.rawValue = rawValue }
    init(rawValue: UInt8) { self.rawValue = rawValue }
    static let `default` = OSLogType(0)
    static let info = OSLogType(1)
    static let debug = OSLogType(2)
    static let error = OSLogType(16)
    static let fault = OSLogType(17)
}

final class OSLog {
    let subsystem: String
    let category: String
    let __enabled: Bool
    init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
        __enabled = true
    }
    init(__disabled: Bool) {
        subsystem = ""
        category = ""
        __enabled = false
    }
    static let `default` = OSLog(subsystem: "", category: "")
    static let disabled = OSLog(__disabled: true)
    func __write(_ message: String) {
        if __enabled { __kilnConsoleLog(message) }
    }
}

// `%{public}@` and `%{private}d`: the unified log's privacy marks, which the console drops.
func __kilnLogFormat(_ format: String, _ args: [Any]) -> String {
    var plain = format
    for mark in ["{public}", "{private}", "{sensitive}"] { plain = plain.replacingOccurrences(of: mark, with: "") }
    return args.isEmpty ? plain : String(format: plain, arguments: args)
}

// Apple's two forms in one declaration: `os_log("saved", log: .default, type: .debug)` and
// `os_log(.error, log: .default, "failed: %@", reason)`.
func os_log(_ first: Any, log: OSLog = .default, type: OSLogType = .default, _ args: Any...) {
    if first is OSLogType, let message = args.first as? String {
        log.__write(__kilnLogFormat(message, Array(args.dropFirst())))
    } else {
        log.__write(__kilnLogFormat(first as? String ?? "\(first)", args))
    }
}

struct Logger {
    let __log: OSLog
    init() { __log = .default }
    init(subsystem: String, category: String) { __log = OSLog(subsystem: subsystem, category: category) }
    init(_ log: OSLog) { __log = log }
    func log(_ message: String) { __log.__write(message) }
    func log(level: OSLogType, _ message: String) { __log.__write(message) }
    func trace(_ message: String) { __log.__write(message) }
    func debug(_ message: String) { __log.__write(message) }
    func info(_ message: String) { __log.__write(message) }
    func notice(_ message: String) { __log.__write(message) }
    func warning(_ message: String) { __log.__write(message) }
    func error(_ message: String) { __log.__write(message) }
    func critical(_ message: String) { __log.__write(message) }
    func fault(_ message: String) { __log.__write(message) }
}
"""#
}
