// The prelude is real Swift: swiftc type-checks it, with stand-ins for the native functions and
// types generated from their one table (NativeSignatures.swift), when swiftc is on PATH. Lines
// marked `// swiftc: Kiln's bridging` assign `self` in a class's init (an NSArray is the Swift
// array in Kiln, as Foundation's bridging makes it in Swift): swiftc checks their right-hand side
// (`_ = array`), and each marked line must still be there.
import Foundation
import Testing
@testable import KilnFoundation

@Suite struct PreludeSwiftcTests {
    static let bridgingMarker = "// swiftc: Kiln's bridging"

    /// swiftc on PATH, if any.
    static var swiftc: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { "\($0)/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The prelude as swiftc is given it: the bridging assignments' values only.
    static func preludeForSwiftc() -> (text: String, bridgedLines: Int) {
        var bridged = 0
        let lines = Prelude.source.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard line.contains(bridgingMarker), let equals = line.range(of: "self = ") else { return String(line) }
            bridged += 1
            return line[..<equals.lowerBound] + "_ = " + line[equals.upperBound...]
        }
        return (lines.joined(separator: "\n"), bridged)
    }

    @Test func swiftcTypeChecksThePreludeAgainstTheNativeStandIns() throws {
        let (text, bridged) = Self.preludeForSwiftc()
        #expect(bridged == 2)
        guard let swiftc = Self.swiftc else { return }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-prelude-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let prelude = directory.appendingPathComponent("Prelude.swift")
        let natives = directory.appendingPathComponent("Natives.swift")
        try text.write(to: prelude, atomically: true, encoding: .utf8)
        try NativeSignatures.standIns.write(to: natives, atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = ["-typecheck", "-module-name", "KilnPrelude", prelude.path, natives.path]
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // Errors and warnings, as swiftc words them (the source excerpts it draws are left out).
        let problems = output.split(separator: "\n").filter {
            $0.hasPrefix(directory.path) && ($0.contains(": error: ") || $0.contains(": warning: "))
        }
        #expect(problems == [], "swiftc -typecheck on the prelude:\n\(problems.joined(separator: "\n"))")
        #expect(process.terminationStatus == 0)
    }

    /// The stand-ins declare every function of the table once, each with a body.
    @Test func theStandInsAreTheTable() {
        let standIns = NativeSignatures.standIns
        for function in NativeSignatures.functions {
            #expect(standIns.contains(function + " { fatalError() }"))
        }
        #expect(Set(NativeSignatures.functions.map(NativeSignatures.name(of:))).count == NativeSignatures.functions.count)
    }
}
