// Programs judged by swiftc, each with swiftc's verdict in its first line:
//
//     // swiftc: 4:16: error: cannot assign value of type 'Any?' to type 'String'
//     // swiftc: accepted
//
// A refused program (`Refused/`) must be refused by Kiln before it runs, its first error at
// swiftc's line and column, in swiftc's words. An accepted one (`Accepted/`: code near the type
// checker's edges — optional promotion, literals typed by context, subclasses, protocols,
// generics, `rethrows`) must run: the checker never refuses what swiftc accepts.
//
// Tests/KilnScriptTests/{Refused,Accepted} hold programs of the language alone (run by a plain
// `Interpreter`); Tests/KilnFoundationTests/{Refused,Accepted} those that import Foundation (run
// in a `FoundationSession`, with the prelude). Both are here, where both runners are at hand.
// When swiftc is installed, each verdict is checked against it too (cached by the source's hash).
import Foundation
import Testing
import KilnFoundation
import KilnScript

struct SwiftcProgram: CustomTestStringConvertible, Sendable {
    let name: String
    let path: String
    let source: String
    /// swiftc's verdict as recorded: "accepted", or "LINE:COL: error: message".
    let verdict: String
    /// Why Kiln does not answer as swiftc yet (the program's last line, `// kiln: not yet: …`):
    /// its expectations are then a known issue, which fails once Kiln does answer.
    let notYet: String?
    let usesFoundation: Bool

    var testDescription: String { name }

    /// swiftc's first error: "LINE:COL" and the message; nil for an accepted program.
    var firstError: (position: String, message: String)? {
        guard let range = verdict.range(of: ": error: ") else { return nil }
        return (String(verdict[..<range.lowerBound]), String(verdict[range.upperBound...]))
    }

    static func all(in directory: String, usesFoundation: Bool) -> [SwiftcProgram] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().compactMap { name in
            let path = directory + "/" + name
            guard let source = try? String(contentsOfFile: path, encoding: .utf8),
                  let header = source.split(separator: "\n").first, header.hasPrefix("// swiftc: ") else { return nil }
            let notYet = source.split(separator: "\n").last { $0.hasPrefix("// kiln: not yet: ") }
                .map { String($0.dropFirst("// kiln: not yet: ".count)) }
            return SwiftcProgram(name: name, path: path, source: source, verdict: String(header.dropFirst("// swiftc: ".count)),
                                 notYet: notYet, usesFoundation: usesFoundation)
        }
    }

    /// Kiln's run: its output, exit status, and first error ("LINE:COL", message).
    func runInKiln() throws -> (output: String, status: Int32, position: String?, message: String?) {
        let diagnostics: [Diagnostic], output: String, status: Int32
        if usesFoundation {
            let result = try FoundationSession().run(source: source, fileName: "main.swift")
            (diagnostics, output, status) = (result.diagnostics, result.output, result.exitStatus)
        } else {
            let result = Interpreter().run(source: source, fileName: "main.swift")
            (diagnostics, output, status) = (result.diagnostics, result.output, result.exitStatus)
        }
        let first = diagnostics.first { $0.severity == .error }
        return (output, status, first?.location.map { "\($0.line):\($0.column)" }, first?.message)
    }
}

private func programs(_ kind: String) -> [SwiftcProgram] {
    SwiftcProgram.all(in: packageRoot + "/Tests/KilnScriptTests/" + kind, usesFoundation: false)
        + SwiftcProgram.all(in: packageRoot + "/Tests/KilnFoundationTests/" + kind, usesFoundation: true)
}
private let refused = programs("Refused")
private let accepted = programs("Accepted")

@Suite struct SwiftcProgramTests {
    @Test func theSuitesAreThere() {
        #expect(refused.count >= 120)
        #expect(refused.allSatisfy { $0.firstError != nil })
        // Known gaps stay few: each is a line in its program's header.
        #expect(refused.filter { $0.notYet != nil }.count <= 5)
        #expect(accepted.count >= 20)
        #expect(accepted.allSatisfy { $0.verdict == "accepted" })
    }

    @Test("refused before running, at swiftc's position, in swiftc's words", arguments: refused)
    func refusedAsSwiftcRefuses(_ program: SwiftcProgram) throws {
        let kiln = try program.runInKiln()
        let expectations = {
            #expect(kiln.status == 1, "Kiln ran it")
            #expect(kiln.output == "", "Kiln ran part of it")
            #expect(kiln.position == program.firstError?.position, "first error's position")
            #expect(kiln.message == program.firstError?.message, "first error's message")
        }
        if let notYet = program.notYet { withKnownIssue(Comment(rawValue: notYet), expectations) } else { expectations() }
    }

    @Test("accepted and run", arguments: accepted)
    func acceptedAsSwiftcAccepts(_ program: SwiftcProgram) throws {
        let kiln = try program.runInKiln()
        #expect(kiln.status == 0, "Kiln refused or failed it: \(kiln.position ?? "") \(kiln.message ?? "")")
    }

    @Test("the recorded verdict is swiftc's", arguments: refused + accepted)
    func verdictIsSwiftcs(_ program: SwiftcProgram) throws {
        guard let verdict = try SwiftcOracle.verdict(on: program) else { return }
        #expect(verdict == program.verdict)
    }
}

/// swiftc -typecheck, when installed, with its verdict cached by the source's hash.
enum SwiftcOracle {
    static let swiftc = "/opt/swift/usr/bin/swiftc"
    static let cache = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-swiftc-verdicts")

    /// "accepted" or "LINE:COL: error: message" (its first error); nil when swiftc is not installed.
    static func verdict(on program: SwiftcProgram) throws -> String? {
        guard FileManager.default.isExecutableFile(atPath: swiftc) else { return nil }
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        var hash: UInt64 = 0xcbf29ce484222325
        // The oracle's way of asking is part of the key: a new way asks swiftc again.
        for byte in ("typecheck+sil\n" + program.source).utf8 { hash = (hash ^ UInt64(byte)) &* 0x100000001b3 }
        let cached = cache.appendingPathComponent(String(hash, radix: 16))
        if let text = try? String(contentsOf: cached, encoding: .utf8) { return text }
        // -typecheck first; a program it accepts also goes through SIL's mandatory passes, where
        // swiftc finds some errors of its own (an integer literal that overflows its type).
        var verdict = try firstError(["-typecheck", "-module-name", "main", program.path], path: program.path)
        if verdict == "accepted" {
            verdict = try firstError(["-emit-sil", "-module-name", "main", "-o", "/dev/null", program.path], path: program.path)
        }
        try verdict.write(to: cached, atomically: true, encoding: .utf8)
        return verdict
    }

    private static func firstError(_ arguments: [String], path: String) throws -> String {
        try diagnostics(arguments, path: path).first { $0.contains(": error: ") } ?? "accepted"
    }

    /// swiftc's diagnostics of the file at `path`, each "LINE:COL: kind: message".
    static func diagnostics(_ arguments: [String], path: String) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let prefix = path + ":"
        return String(decoding: data, as: UTF8.self).split(separator: "\n")
            .filter { $0.hasPrefix(prefix) }
            .map { String($0.dropFirst(prefix.count)) }
    }
}
