import Foundation
import XCTest

/// Examples/embedding: a program of its own that embeds Kiln (built with the tests) grades a
/// lesson from the report's values.
final class EmbeddingExampleTests: XCTestCase {
    private var example: URL { KilnProcess.executable.deletingLastPathComponent().appendingPathComponent("kiln-embedding-example") }
    private let lessons = KilnProcess.packageRoot.appendingPathComponent("Lessons")

    private func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = example
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    func testTheExampleGradesAStarterAndASolution() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: example.path), "build the package first (swift build --build-tests)")
        let lesson = lessons.appendingPathComponent("01-sandbox.swift").path
        let starter = try run([lesson])
        XCTAssertEqual(starter.status, 1, starter.output)
        XCTAssertTrue(starter.output.contains("[fail] expectation: #expect(documentsURL.lastPathComponent == \"Documents\") (line "), starter.output)
        XCTAssertTrue(starter.output.contains("Expectation failed: (documentsURL.lastPathComponent → \"tmp\") == \"Documents\""), starter.output)

        let solved = try run([lesson, lessons.appendingPathComponent("Solutions/01-sandbox.swift").path])
        XCTAssertEqual(solved.status, 0, solved.output)
        XCTAssertTrue(solved.output.contains("6/6 checks"), solved.output)
    }
}
