import Foundation
import XCTest

/// Runs the `kiln` executable built beside the test bundle, as a user would from a shell.
struct KilnProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        var stdoutData: Data
        /// Wall time from start to exit.
        var elapsed: TimeInterval = 0
        /// The process's peak resident size (VmHWM), as last seen while it ran; nil where
        /// `/proc` cannot tell.
        var peakResidentBytes: Int?
    }

    static var executable: URL {
        // The test bundle and `kiln` are built into the same products directory.
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let beside = products.appendingPathComponent("kiln")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        return packageRoot.appendingPathComponent(".build/debug/kiln")
    }

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `../shared` beside the package, or nil (the fixtures are not part of a user's clone).
    static var shared: URL? {
        let url = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
        return FileManager.default.fileExists(atPath: url.appendingPathComponent("fixtures").path) ? url : nil
    }

    static func run(_ arguments: [String], stdin: String? = nil, timeout: TimeInterval = 60, directory: URL? = nil) throws -> Result {
        // Output goes to files, so a large output cannot fill a pipe and block the child.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout"), errURL = scratch.appendingPathComponent("stderr")
        FileManager.default.createFile(atPath: outURL.path, contents: nil)
        FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let outHandle = try FileHandle(forWritingTo: outURL), errHandle = try FileHandle(forWritingTo: errURL)
        defer { try? outHandle.close(); try? errHandle.close() }

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.standardOutput = outHandle
        process.standardError = errHandle
        let input = Pipe()
        process.standardInput = input
        let started = Date()
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()

        let deadline = Date().addingTimeInterval(timeout)
        var peak: Int?
        while process.isRunning && Date() < deadline {
            peak = peakResidentBytes(of: process.processIdentifier) ?? peak
            usleep(2_000)
        }
        let elapsed = Date().timeIntervalSince(started)
        if process.isRunning {
            process.terminate()
            XCTFail("kiln \(arguments.joined(separator: " ")) did not finish within \(timeout) s")
        }
        process.waitUntilExit()
        let outData = try Data(contentsOf: outURL), errData = try Data(contentsOf: errURL)
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self),
                      stdoutData: outData, elapsed: elapsed, peakResidentBytes: peak)
    }

    /// `VmHWM` of `/proc/PID/status`, in bytes.
    private static func peakResidentBytes(of pid: Int32) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kilobytes = Int(line.dropFirst("VmHWM:".count).filter(\.isNumber)) else { return nil }
        return kilobytes * 1024
    }
}
