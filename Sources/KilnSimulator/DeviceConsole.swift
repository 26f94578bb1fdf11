// The device's console: what `NSLog`, `os_log` and `Logger` write. On iOS these go to the unified
// log, which Xcode's console shows beside `print`'s output, each line stamped with the time, the
// app's name and its process and thread. Here each line is kept (for an embedder to read) and
// handed to `sink` (`kiln run` writes them to standard error, so a script's standard output stays
// what it printed).
import Foundation

public final class DeviceConsole {
    /// Receives each line, ending in a newline.
    public var sink: ((String) -> Void)?
    /// Every line written, oldest first, without the newline.
    public private(set) var lines: [String] = []
    private let appName: String
    private let processID: Int
    private let threadID: Int

    init(appName: String, seed: UInt64) {
        self.appName = appName
        processID = 1000 + Int(seed % 89_000)
        threadID = 0x1_2000 + Int(seed % 0x1000)
    }

    /// Writes `message` as the console shows it, stamped with the device's time `now`
    /// (seconds since 1970).
    public func log(_ message: String, now: Double) {
        let line = "\(Self.timestamp(now)) \(appName)[\(processID):\(String(threadID, radix: 16))] \(message)"
        lines.append(line)
        sink?(line + "\n")
    }

    /// `2026-11-26 14:05:03.123456+0000`: the unified log's stamp, in UTC.
    static func timestamp(_ seconds: Double) -> String {
        var whole = time_t(seconds.rounded(.down))
        var parts = tm()
        gmtime_r(&whole, &parts)
        let micros = Int(((seconds - seconds.rounded(.down)) * 1_000_000).rounded(.down))
        func two(_ n: Int32) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let fraction = String(micros).count < 6 ? String(repeating: "0", count: 6 - String(micros).count) + String(micros) : String(micros)
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday)) "
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)).\(fraction)+0000"
    }
}
