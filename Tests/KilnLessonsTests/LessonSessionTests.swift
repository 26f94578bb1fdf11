import XCTest
@testable import KilnLessons

/// A lesson worked in the REPL: typed input merged into the session's copy, checked until it
/// passes; the teacher's lesson file is never changed; the solution waits for a pass.
final class LessonSessionTests: XCTestCase {
    private let lessons = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Lessons").path

    func testLessonOneFinishedWithTypedInputPassesAndTheCourseFileIsUntouched() throws {
        let course = try Course(directory: lessons)
        let original = try String(contentsOfFile: lessons + "/01-sandbox.swift", encoding: .utf8)
        let session = try LessonSession(course: course, lesson: "1")
        XCTAssertNotEqual(session.workingPath, lessons + "/01-sandbox.swift")
        XCTAssertNil(try session.solution(confirmed: false), "no solution before the lesson passes")
        XCTAssertEqual(session.check(options: CheckOptions()).status, .fail)

        try session.absorb("let documentsURL = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]")
        try session.absorb("let cachesURL = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]")
        let added = try session.absorb("try \"Buy milk\".write(to: documentsURL.appendingPathComponent(\"notes.txt\"), atomically: true, encoding: .utf8)")
        XCTAssertEqual(added.replaced, [])
        let report = session.check(options: CheckOptions())
        XCTAssertEqual(report.status, .pass, report.checks.map { "\($0.name): \($0.message ?? "")" }.joined(separator: "\n"))
        XCTAssertNotNil(try session.solution(confirmed: false))
        XCTAssertEqual(try String(contentsOfFile: lessons + "/01-sandbox.swift", encoding: .utf8), original)
        XCTAssertEqual(try session.nextHint(language: "zh-Hans")?.number, 1)
        XCTAssertEqual(try session.nextHint(language: "zh-Hans")?.number, 2)
    }
}
