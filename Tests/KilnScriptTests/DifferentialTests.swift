// The differential suite: each program in Programs/ (`NAME.swift.txt`: SwiftPM would compile a
// `.swift` file in a test target as part of the tests) has beside it `NAME.expected`, what
// swiftc's build of it prints (`scripts/differential-expected` writes it). Kiln's output must be
// identical; where swiftc is on PATH the test also compiles the program and checks that the
// expectation still is what swiftc's build prints. One test result per program.
// Programs that trap (`// expect-trap: LINE:COL`) must print the same before the trap, and Kiln must
// report its error at that line and column.
import Foundation
import Testing
import XCTest
@testable import KilnScript

enum DifferentialPrograms {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Programs")

    /// Every program's file name (`NAME.swift.txt`), sorted.
    static let names: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasSuffix(".swift.txt") }.sorted()
    }()

    static func expectedTrap(in source: String) -> String? {
        for line in source.split(separator: "\n") where line.hasPrefix("// expect-trap: ") {
            return String(line.dropFirst("// expect-trap: ".count)).trimmingCharacters(in: .whitespaces)
        }
        return nil
    }
}

/// The swiftc the tests compare against: `KILN_SWIFTC` when set, else the first `swiftc` on PATH;
/// nil when there is none (the suite then checks Kiln against the checked-in expectations only).
enum Swiftc {
    static let path: String? = {
        let environment = ProcessInfo.processInfo.environment
        if let chosen = environment["KILN_SWIFTC"], !chosen.isEmpty {
            return FileManager.default.isExecutableFile(atPath: chosen) ? chosen : nil
        }
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(directory)/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()

    static let cache = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-differential-cache")

    /// Compiles `source` as the file `fileName` (module named as `swift FILE` names it) and runs
    /// it; binaries are cached by a hash of the source and the compiler, so reruns only run them.
    static func compiledOutput(fileName: String, source: String, compiler: String) throws -> (output: String, status: Int32, compileError: String?) {
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        let module = SourceFile.moduleName(for: fileName)
        let key = String(format: "%016llx", fnv1a(source + module + compiler))
        let binary = cache.appendingPathComponent("\(module)-\(key)")
        if !FileManager.default.fileExists(atPath: binary.path) {
            let staged = cache.appendingPathComponent("\(key)-src").appendingPathComponent(fileName)
            try FileManager.default.createDirectory(at: staged.deletingLastPathComponent(), withIntermediateDirectories: true)
            try source.write(to: staged, atomically: true, encoding: .utf8)
            let compile = try run(compiler, ["-Onone", "-module-name", module, staged.path, "-lm", "-o", binary.path])
            guard compile.status == 0 else { return ("", -1, compile.error) }
        }
        // A trapping program loses its buffered output: run it unbuffered, as a terminal would show it.
        let stdbuf = "/usr/bin/stdbuf"
        let result = FileManager.default.isExecutableFile(atPath: stdbuf)
            ? try run(stdbuf, ["-o0", binary.path]) : try run(binary.path, [])
        return (result.output, result.status, nil)
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> (output: String, error: String, status: Int32) {
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

    private static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }
}

@Suite("Differential programs") struct DifferentialTests {
    @Test func theProgramsAreThere() {
        #expect(DifferentialPrograms.names.count >= 70, "programs missing from \(DifferentialPrograms.directory.path)")
    }

    @Test(arguments: DifferentialPrograms.names)
    func program(_ file: String) throws {
        let url = DifferentialPrograms.directory.appendingPathComponent(file)
        let source = try String(contentsOf: url, encoding: .utf8)
        let name = String(file.dropLast(".txt".count))  // NAME.swift
        let stem = String(name.dropLast(".swift".count))
        let expectedURL = DifferentialPrograms.directory.appendingPathComponent("\(stem).expected")
        guard let expected = try? String(contentsOf: expectedURL, encoding: .utf8) else {
            Issue.record("\(stem).expected is missing: run scripts/differential-expected \(stem)")
            return
        }
        let trap = DifferentialPrograms.expectedTrap(in: source)

        if let compiler = Swiftc.path {
            let compiled = try Swiftc.compiledOutput(fileName: name, source: source, compiler: compiler)
            if let compileError = compiled.compileError {
                Issue.record("\(name) does not compile with \(compiler):\n\(compileError)")
            } else {
                if trap != nil {
                    #expect(compiled.status != 0, "\(name): the compiled program was expected to trap")
                } else {
                    #expect(compiled.status == 0, "\(name): the compiled program failed")
                }
                #expect(compiled.output == expected, "\(stem).expected is not what \(compiler)'s build prints: run scripts/differential-expected \(stem)")
            }
        }

        let result = Interpreter().run(source: source, fileName: name)
        if let trap {
            #expect(result.exitStatus == 1, "\(name): Kiln should stop with status 1")
            #expect(result.output == expected, "\(name): output before the trap differs")
            let located = result.diagnostics.last?.location.map { "\($0.line):\($0.column)" }
            #expect(located == trap, "\(name): Kiln's error location\n\(result.renderedDiagnostics)")
        } else {
            #expect(result.exitStatus == 0, "\(name): Kiln failed:\n\(result.renderedDiagnostics)")
            #expect(result.output == expected, "\(name): output differs")
        }
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
