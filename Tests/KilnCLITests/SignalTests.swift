import Foundation
import XCTest

/// A `kiln` ended by a signal — a closed terminal (SIGHUP), a grader's SIGTERM, Ctrl-C — keeps what
/// the script printed and leaves no temporary sandbox behind in TMPDIR; the parent sees the
/// process ended by that signal.
final class SignalTests: XCTestCase {
    private var scratch: URL!
    /// The children's TMPDIR: their temporary sandboxes are made here, and only here.
    private var temporary: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-signals-\(UUID().uuidString)")
        temporary = scratch.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let scratch { try? FileManager.default.removeItem(at: scratch) }
    }

    private var sandboxes: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []).filter { $0.hasPrefix("kiln-sandbox-") }
    }

    /// Starts `kiln ARGUMENTS` with its output in a file, waits until it has made its sandbox
    /// and printed `expected`, then sends `signal` and waits for the end.
    private func interrupt(_ arguments: [String], input: String? = nil, waitingFor expected: String,
                           with signal: Int32, file: StaticString = #filePath, line: UInt = #line) throws -> (Process, String) {
        let out = scratch.appendingPathComponent("out-\(signal)")
        FileManager.default.createFile(atPath: out.path, contents: nil)
        let handle = try FileHandle(forWritingTo: out)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = KilnProcess.executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary.path]) { $1 }
        process.standardOutput = handle
        process.standardError = FileHandle.nullDevice
        let stdin = Pipe()
        process.standardInput = stdin
        try process.run()
        if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }  // left open: the REPL waits for more
        var printed = ""
        let deadline = Date().addingTimeInterval(60)
        while !(printed.contains(expected) && !sandboxes.isEmpty) && Date() < deadline && process.isRunning {
            usleep(20_000)
            printed = (try? String(contentsOf: out, encoding: .utf8)) ?? ""
        }
        XCTAssertTrue(printed.contains(expected), "the child printed \(expected.debugDescription) before the signal: \(printed)", file: file, line: line)
        XCTAssertEqual(sandboxes.count, 1, "the child made its sandbox in TMPDIR", file: file, line: line)
        kill(process.processIdentifier, signal)
        waitForEnd(of: process, file: file, line: line)
        try? stdin.fileHandleForWriting.close()
        return (process, (try? String(contentsOf: out, encoding: .utf8)) ?? "")
    }

    /// Waits for a signalled child: one that outlives the signal by 30 s is a failure (and is
    /// killed, so the suite goes on).
    private func waitForEnd(of process: Process, file: StaticString = #filePath, line: UInt = #line) {
        let deadline = Date().addingTimeInterval(30)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            XCTFail("the child did not end on the signal", file: file, line: line)
        }
        process.waitUntilExit()
    }

    private func script(_ source: String) throws -> String {
        let path = scratch.appendingPathComponent("forever.swift").path
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func testATerminatedOrInterruptedRunRemovesItsSandboxAndKeepsItsOutput() throws {
        let path = try script("import Foundation\ntry \"kept?\".write(toFile: NSHomeDirectory() + \"/Documents/a.txt\", atomically: true, encoding: .utf8)\nprint(\"start\")\nvar n = 0\nwhile true { n = n &+ 1 }\n")
        for signal in [SIGTERM, SIGINT] {  // a grader's kill, Ctrl-C
            let (process, output) = try interrupt(["run", path, "--time-limit", "60"], waitingFor: "start\n", with: signal)
            XCTAssertEqual(process.terminationReason, .uncaughtSignal, "signal \(signal)")
            XCTAssertEqual(process.terminationStatus, signal)
            XCTAssertEqual(output, "start\n")
            XCTAssertEqual(sandboxes, [], "the temporary sandbox went with the process (signal \(signal))")
        }
    }

    func testAREPLWhoseTerminalClosesRemovesItsSandbox() throws {
        let (process, output) = try interrupt(["repl"], input: "print(\"ready\")\n", waitingFor: "ready\n", with: SIGHUP)
        XCTAssertEqual(process.terminationReason, .uncaughtSignal)
        XCTAssertEqual(process.terminationStatus, SIGHUP)
        XCTAssertEqual(output, "ready\n")
        XCTAssertEqual(sandboxes, [])
    }

    func testAKeptSandboxIsNotRemovedBySignal() throws {
        // `--sandbox DIR` keeps the container for inspection: a signal must not remove it.
        let kept = scratch.appendingPathComponent("kept")
        let path = try script("import Foundation\ntry \"kept\".write(toFile: NSHomeDirectory() + \"/Documents/a.txt\", atomically: true, encoding: .utf8)\nprint(\"start\")\nvar n = 0\nwhile true { n = n &+ 1 }\n")
        let out = scratch.appendingPathComponent("kept-out")
        FileManager.default.createFile(atPath: out.path, contents: nil)
        let handle = try FileHandle(forWritingTo: out)
        let process = Process()
        process.executableURL = KilnProcess.executable
        process.arguments = ["run", path, "--time-limit", "60", "--sandbox", kept.path]
        process.standardOutput = handle
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while ((try? String(contentsOf: out, encoding: .utf8)) ?? "").isEmpty && Date() < deadline { usleep(20_000) }
        kill(process.processIdentifier, SIGTERM)
        waitForEnd(of: process)
        try handle.close()
        XCTAssertEqual(process.terminationStatus, SIGTERM)
        let documents = try FileManager.default.subpathsOfDirectory(atPath: kept.path).filter { $0.hasSuffix("Documents/a.txt") }
        XCTAssertEqual(documents.count, 1, "the kept sandbox and its file are still there")
    }
}
