// Each program in Programs/ (`NAME.swift.txt`: SwiftPM would compile a `.swift` file in a test
// target as part of the tests) is staged as NAME.swift, compiled with swiftc and run by Kiln: the outputs must be identical.
// Programs that trap (`// expect-trap: LINE:COL`) must print the same before the trap, and Kiln must
// report its error at that line and column.
import Foundation
import XCTest
@testable import KilnScript

final class DifferentialTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let programs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Programs")
    static let swiftc = "/opt/swift/usr/bin/swiftc"
    static let cache = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-differential-cache")

    func testProgramsMatchSwiftc() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.swiftc) else {
            throw XCTSkip("swiftc not found at \(Self.swiftc)")
        }
        let files = try FileManager.default.contentsOfDirectory(at: Self.programs, includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.hasSuffix(".swift.txt") }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        XCTAssertFalse(files.isEmpty, "no programs in \(Self.programs.path)")
        for file in files {
            try check(file)
        }
    }

    /// Runs one program both ways; public so a single program can be checked while debugging.
    func check(_ file: URL) throws {
        let source = try String(contentsOf: file, encoding: .utf8)
        let expected = try compiledOutput(of: file, source: source)
        let name = String(file.lastPathComponent.dropLast(".txt".count))
        let result = Interpreter().run(source: source, fileName: name)
        if let trap = expectedTrap(in: source) {
            XCTAssertNotEqual(expected.status, 0, "\(name): the compiled program was expected to trap")
            XCTAssertEqual(result.exitStatus, 1, "\(name): Kiln should stop with status 1")
            XCTAssertEqual(result.output, expected.output, "\(name): output before the trap differs")
            let located = result.diagnostics.last?.location.map { "\($0.line):\($0.column)" }
            XCTAssertEqual(located, trap, "\(name): Kiln's error location\n\(result.renderedDiagnostics)")
        } else {
            XCTAssertEqual(expected.status, 0, "\(name): the compiled program failed")
            XCTAssertEqual(result.exitStatus, 0, "\(name): Kiln failed:\n\(result.renderedDiagnostics)")
            XCTAssertEqual(result.output, expected.output, "\(name): output differs")
        }
    }

    private func expectedTrap(in source: String) -> String? {
        for line in source.split(separator: "\n") where line.hasPrefix("// expect-trap: ") {
            return String(line.dropFirst("// expect-trap: ".count)).trimmingCharacters(in: .whitespaces)
        }
        return nil
    }

    /// Compiles with swiftc (module named as `swift FILE` names it) and runs; binaries are cached by
    /// a hash of the source, so reruns only run them.
    private func compiledOutput(of file: URL, source: String) throws -> (output: String, status: Int32) {
        try FileManager.default.createDirectory(at: Self.cache, withIntermediateDirectories: true)
        let fileName = String(file.lastPathComponent.dropLast(".txt".count))
        let module = SourceFile.moduleName(for: fileName)
        let key = String(format: "%016llx", fnv1a(source + module))
        let binary = Self.cache.appendingPathComponent("\(module)-\(key)")
        if !FileManager.default.fileExists(atPath: binary.path) {
            let staged = Self.cache.appendingPathComponent("\(key)-src").appendingPathComponent(fileName)
            try FileManager.default.createDirectory(at: staged.deletingLastPathComponent(), withIntermediateDirectories: true)
            try source.write(to: staged, atomically: true, encoding: .utf8)
            let compile = try run(Self.swiftc, ["-Onone", "-module-name", module, staged.path, "-lm", "-o", binary.path])
            guard compile.status == 0 else {
                XCTFail("\(file.lastPathComponent) does not compile with swiftc:\n\(compile.error)")
                return ("", -1)
            }
        }
        // A trapping program loses its buffered output: run it unbuffered, as a terminal would show it.
        let stdbuf = "/usr/bin/stdbuf"
        let result = FileManager.default.isExecutableFile(atPath: stdbuf)
            ? try run(stdbuf, ["-o0", binary.path]) : try run(binary.path, [])
        return (result.output, result.status)
    }

    private func run(_ executable: String, _ arguments: [String]) throws -> (output: String, error: String, status: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let error = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: output, as: UTF8.self), String(decoding: error, as: UTF8.self), process.terminationStatus)
    }

    private func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }
}

/// Runs a file given in KILN_RUN (for debugging: `KILN_RUN=x.swift swift test --filter RunFile`).
final class RunFileTests: XCTestCase {
    func testRunFile() throws {
        guard let path = ProcessInfo.processInfo.environment["KILN_RUN"] else { throw XCTSkip("set KILN_RUN to a script") }
        let source = try String(contentsOfFile: path, encoding: .utf8)
        let start = Date()
        let fileName = URL(fileURLWithPath: path).lastPathComponent.replacingOccurrences(of: ".swift.txt", with: ".swift")
        let result = Interpreter().run(source: source, fileName: fileName)
        print("----- output -----\n" + result.output + "----- diagnostics (status \(result.exitStatus), \(Date().timeIntervalSince(start))s) -----\n" + result.renderedDiagnostics)
    }
}
