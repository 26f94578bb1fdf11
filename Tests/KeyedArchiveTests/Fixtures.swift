import Foundation

/// The shared fixtures at `../shared/fixtures/keyed-archives` beside the package root.
enum Fixtures {
    static let packageRoot: URL = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let shared = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
    static let keyedArchives = shared.appendingPathComponent("fixtures/keyed-archives")
    static var available: Bool { FileManager.default.fileExists(atPath: keyedArchives.appendingPathComponent("describe.py").path) }

    /// Every fixture file, as a path relative to `keyed-archives` (describe.py's walk).
    static func files(malformed: Bool) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: keyedArchives.path) else { return [] }
        let extensions = [".plist", ".archive", ".bplist", ".bin", ".xml"]
        var result: [String] = []
        while let relative = enumerator.nextObject() as? String {
            guard !relative.hasPrefix("expected"), extensions.contains(where: relative.hasSuffix) else { continue }
            if relative.hasPrefix("_malformed") == malformed { result.append(relative) }
        }
        return result.sorted()
    }

    static func bytes(_ relative: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: keyedArchives.appendingPathComponent(relative)))
    }

    static func expectedJSON(_ relative: String) throws -> Data {
        try Data(contentsOf: keyedArchives.appendingPathComponent("expected/\(relative).json"))
    }

    /// A fresh temporary directory for files the tests write.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-keyed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Runs a tool and returns its standard output and exit status.
    static func run(_ executable: String, _ arguments: [String]) throws -> (output: String, status: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: data, as: UTF8.self), process.terminationStatus)
    }
}
