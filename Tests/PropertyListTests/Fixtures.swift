import Foundation
import PropertyList
import XCTest

/// The Apple-written corpus in `../shared/fixtures/keyed-archives` and the Python checkers in
/// `../shared/tools`, found relative to this package.
enum Fixtures {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let shared = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
    static let keyedArchives = shared.appendingPathComponent("fixtures/keyed-archives")
    static let tools = shared.appendingPathComponent("tools")

    /// Every fixture file (relative path, bytes); `malformed` selects the `_malformed/` ones.
    static func files(malformed: Bool = false) throws -> [(name: String, bytes: [UInt8])] {
        guard FileManager.default.fileExists(atPath: keyedArchives.path) else {
            throw XCTSkip("fixtures not found at \(keyedArchives.path)")
        }
        var result: [(String, [UInt8])] = []
        let enumerator = FileManager.default.enumerator(atPath: keyedArchives.path)
        while let path = enumerator?.nextObject() as? String {
            guard !path.hasPrefix("expected"), !path.hasSuffix(".md"), !path.hasSuffix(".py"),
                  path.hasPrefix("_malformed") == malformed else { continue }
            var isDirectory: ObjCBool = false
            let url = keyedArchives.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue
            else { continue }
            result.append((path, Array(try Data(contentsOf: url))))
        }
        return result.sorted { $0.0 < $1.0 }
    }

    static func bytes(_ name: String) throws -> [UInt8] {
        let url = keyedArchives.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: url.path) else { throw XCTSkip("fixture \(name) not found") }
        return Array(try Data(contentsOf: url))
    }

    /// Runs `python3 ../shared/tools/<tool> files…` and returns its standard output.
    static func runTool(_ tool: String, on files: [URL]) throws -> String {
        let script = tools.appendingPathComponent(tool)
        guard FileManager.default.fileExists(atPath: script.path) else { throw XCTSkip("\(tool) not found at \(script.path)") }
        let python = ["/usr/bin/python3", "/usr/local/bin/python3", "/opt/homebrew/bin/python3"]
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let python else { throw XCTSkip("python3 not found") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [script.path] + files.map(\.path)
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: output, as: UTF8.self)
    }

    /// A fresh temporary directory for files handed to the tools.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("plist-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

extension PropertyList {
    /// The value as XML can carry it: XML has one `<integer>` and one `<real>`, and whole-second dates.
    var xmlNormalized: PropertyList {
        switch self {
        case .unsignedInteger(let value) where value <= UInt64(Int64.max): .integer(Int64(value))
        case .float32(let value): .real(Double(value))
        case .date(let value): .date(value.rounded(.down))
        case .array(let elements): .array(elements.map(\.xmlNormalized))
        case .dictionary(let dictionary): .dictionary(PropertyListDictionary(dictionary.entries.map { ($0, $1.xmlNormalized) }))
        default: self
        }
    }
}
