import XCTest
import KilnFoundation

/// Runs a script in a fresh session (or the one given) and fails the test with its diagnostics
/// if it did not run to the end.
@discardableResult
func runScript(_ source: String, fileName: String = "Lesson.swift", in session: FoundationSession? = nil,
               expectSuccess: Bool = true, file: StaticString = #filePath, line: UInt = #line) throws -> (FoundationRunResult, FoundationSession) {
    let session = try session ?? FoundationSession()
    let result = session.run(source: source, fileName: fileName)
    if expectSuccess && result.exitStatus != 0 {
        XCTFail("script failed:\n\(result.output)\n\(result.renderedDiagnostics)", file: file, line: line)
    }
    return (result, session)
}

/// The root of the package, for `Examples/` and `../shared`.
let packageRoot: String = {
    var path = "\(#filePath)"
    for _ in 0..<3 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
    return path
}()
