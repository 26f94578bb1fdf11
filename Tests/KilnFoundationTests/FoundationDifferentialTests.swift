// Foundation's differential programs: each program in Programs/ (`NAME.swift.txt`) uses Foundation
// and has beside it `NAME.expected`, what swiftc's build of it prints against the toolchain's
// swift-corelibs-foundation (`scripts/differential-expected --foundation NAME` writes it). Kiln,
// running it in a Foundation session, must print the same; where swiftc is on PATH the test also
// builds the program and checks the expectation is still what it prints. One result per program.
// The programs print nothing that depends on the machine (paths, the time, random UUIDs).
import Foundation
import Testing
@testable import KilnFoundation

enum FoundationDifferentialPrograms {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Programs")

    static let names: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasSuffix(".swift.txt") }.sorted()
    }()

    static let swiftc: String? = {
        let environment = ProcessInfo.processInfo.environment
        if let chosen = environment["KILN_SWIFTC"], !chosen.isEmpty {
            return FileManager.default.isExecutableFile(atPath: chosen) ? chosen : nil
        }
        for directory in (environment["PATH"] ?? "").split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(directory)/swiftc") {
            return "\(directory)/swiftc"
        }
        return nil
    }()

    /// What swiftc's build of `source` prints (nil and the compiler's errors when it does not build).
    static func compiledOutput(stem: String, source: String, compiler: String) throws -> (output: String?, error: String) {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-foundation-differential-\(stem)-\(getpid())")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let file = work.appendingPathComponent("main.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let binary = work.appendingPathComponent(stem)
        let compile = try run(compiler, ["-Onone", file.path, "-o", binary.path], in: work)
        guard compile.status == 0 else { return (nil, compile.error) }
        let result = try run(binary.path, [], in: work)
        return (result.output, result.error)
    }

    static func run(_ executable: String, _ arguments: [String], in directory: URL) throws -> (output: String, error: String, status: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let error = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: output, as: UTF8.self), String(decoding: error, as: UTF8.self), process.terminationStatus)
    }
}

@Suite("Foundation differential programs") struct FoundationDifferentialTests {
    @Test func theProgramsAreThere() {
        #expect(!FoundationDifferentialPrograms.names.isEmpty, "no programs in \(FoundationDifferentialPrograms.directory.path)")
    }

    @Test(arguments: FoundationDifferentialPrograms.names)
    func program(_ file: String) throws {
        let directory = FoundationDifferentialPrograms.directory
        let source = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
        let stem = String(file.dropLast(".swift.txt".count))
        guard let expected = try? String(contentsOf: directory.appendingPathComponent("\(stem).expected"), encoding: .utf8) else {
            Issue.record("\(stem).expected is missing: run scripts/differential-expected --foundation \(stem)")
            return
        }
        if let compiler = FoundationDifferentialPrograms.swiftc {
            let compiled = try FoundationDifferentialPrograms.compiledOutput(stem: stem, source: source, compiler: compiler)
            if let output = compiled.output {
                #expect(output == expected, "\(stem).expected is not what \(compiler)'s build prints: run scripts/differential-expected --foundation \(stem)")
            } else {
                Issue.record("\(stem) does not compile with \(compiler):\n\(compiled.error)")
            }
        }
        let session = try FoundationSession()
        let result = session.run(source: source, fileName: "\(stem).swift")
        #expect(result.exitStatus == 0, "\(stem): Kiln failed:\n\(result.renderedDiagnostics)")
        #expect(result.output == expected, "\(stem): output differs from swift-corelibs-foundation's")
    }
}
