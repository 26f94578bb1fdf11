// `String(format:)` against swift-corelibs-foundation's, formats lessons use.
import Foundation
import KilnFoundation
import XCTest

final class FormatTests: XCTestCase {
    func testFormatsAsFoundationDoes() throws {
        let cases: [(String, [CVarArg], String)] = [
            ("%.2f", [3.14159], "3.14159"),
            ("%d items, %5.1f%% done, %@", [3, 42.25, "ok"], #"3, 42.25, "ok""#),
            ("%04d|%x|%X|%o|%e|%g", [7, 255, 255, 8, 12345.678, 0.0001], "7, 255, 255, 8, 12345.678, 0.0001"),
            ("%ld bytes, %.3f MB", [1048576, 1.0], "1048576, 1.0"),
            ("%@ has %lu", ["list", 2], #""list", 2"#),
            ("%+d %-5d| %5.2f|%c", [5, 42, -0.5, 65], "5, 42, -0.5, 65"),
            ("100%%", [], ""),
        ]
        for (format, arguments, scriptArguments) in cases {
            let expected = String(format: format, arguments: arguments)
            let literal = format.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            let call = scriptArguments.isEmpty ? "String(format: \"\(literal)\")" : "String(format: \"\(literal)\", \(scriptArguments))"
            let (result, _) = try runScript("print(\(call))")
            XCTAssertEqual(result.output, expected + "\n", format)
        }
    }

    func testAMissingArgumentIsALocatedError() throws {
        let (result, _) = try runScript("print(\"before\")\nlet text = String(format: \"%d and %d\", 1)", expectSuccess: false)
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertEqual(result.output, "before\n")
        XCTAssertTrue(result.renderedDiagnostics.contains("Lesson.swift:2:"), result.renderedDiagnostics)
        XCTAssertTrue(result.renderedDiagnostics.contains("more conversions than arguments"), result.renderedDiagnostics)
    }
}
