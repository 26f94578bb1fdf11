// Programs with swiftc's warnings recorded in their first lines (Tests/KilnScriptTests/Warnings):
//
//     // swiftc: 13:1: warning: result of call to 'area(width:height:)' is unused [#no-usage]
//     // swiftc: no warnings
//
// Kiln must run each to its end (a warning never stops a run) and give exactly those warnings,
// at swiftc's places in swiftc's words. When swiftc is installed, each record is checked
// against it too.
import Foundation
import Testing
import KilnScript

struct WarnedProgram: CustomTestStringConvertible, Sendable {
    let name: String
    let path: String
    let source: String
    /// swiftc's warnings as recorded, "LINE:COL: warning: message", in the file's order.
    let warnings: [String]

    var testDescription: String { name }

    static func all() -> [WarnedProgram] {
        let directory = packageRoot + "/Tests/KilnScriptTests/Warnings"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().compactMap { name in
            let path = directory + "/" + name
            guard let source = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
            let header = source.split(separator: "\n").prefix { $0.hasPrefix("// swiftc: ") }.map { String($0.dropFirst("// swiftc: ".count)) }
            return WarnedProgram(name: name, path: path, source: source, warnings: header.filter { $0 != "no warnings" })
        }
    }
}

private let warned = WarnedProgram.all()

@Suite struct SwiftcWarningTests {
    @Test func theProgramsAreThere() {
        #expect(warned.count >= 8)
        #expect(warned.contains { $0.warnings.isEmpty })
    }

    @Test("Kiln warns as swiftc does, and runs on", arguments: warned)
    func kilnWarnsAsSwiftcDoes(_ program: WarnedProgram) {
        let result = Interpreter().run(source: program.source, fileName: "main.swift")
        #expect(result.exitStatus == 0, "a warning stopped the run: \(result.renderedDiagnostics)")
        let warnings = result.diagnostics.filter { $0.severity == .warning }.map { warning in
            "\(warning.location.map { "\($0.line):\($0.column)" } ?? ""): warning: \(warning.message)"
        }
        #expect(warnings.sorted(by: byPlace) == program.warnings.sorted(by: byPlace))
        // Rendered as swiftc prints them: `main.swift:13:1: warning: …`.
        if let first = program.warnings.first { #expect(result.renderedDiagnostics.contains("main.swift:" + first)) }
    }

    @Test("the recorded warnings are swiftc's", arguments: warned)
    func recordIsSwiftcs(_ program: WarnedProgram) throws {
        guard FileManager.default.isExecutableFile(atPath: SwiftcOracle.swiftc) else { return }
        let lines = try SwiftcOracle.diagnostics(["-typecheck", "-module-name", "main", program.path], path: program.path)
            .filter { $0.contains(": warning: ") || $0.contains(": error: ") }
        #expect(lines.sorted(by: byPlace) == program.warnings.sorted(by: byPlace))
    }
}

/// "LINE:COL: …" in the order of their places.
private func byPlace(_ a: String, _ b: String) -> Bool {
    func place(_ s: String) -> (Int, Int) {
        let parts = s.split(separator: ":")
        return (Int(parts.first ?? "") ?? 0, Int(parts.dropFirst().first ?? "") ?? 0)
    }
    return place(a) < place(b)
}
