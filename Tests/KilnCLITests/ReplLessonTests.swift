import Foundation
import XCTest

/// A lesson worked in the REPL: `:lesson 1` shows its prose and loads its code, typed input
/// finishes it, `:check` reports it passed; the course's own file is not changed.
final class ReplLessonTests: XCTestCase {
    private let lessons = KilnProcess.packageRoot.appendingPathComponent("Lessons")

    func testLessonOneIsFinishedWithTypedInputAndChecked() throws {
        let lessonFile = lessons.appendingPathComponent("01-sandbox.swift")
        let before = try String(contentsOf: lessonFile)
        let input = """
            :check
            :lesson 1
            :solution
            :hint
            :check
            let documentsURL = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
            let cachesURL = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            try "Buy milk".write(to: documentsURL.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
            :check
            :solution

            """
        let result = try KilnProcess.run(["repl", "--course", lessons.path, "--lang", "en"], stdin: input, timeout: 120)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("no lesson is open"), result.stderr)
        XCTAssertTrue(result.stdout.contains("# Where an app keeps its files"), "the prose is shown: \(result.stdout)")
        XCTAssertTrue(result.stdout.contains("Finish the lesson first"), result.stdout)
        XCTAssertTrue(result.stdout.contains("Hint 1 of 2"), result.stdout)
        // The starter's check fails; after the typed input it passes.
        let checks = result.stdout.components(separatedBy: "Where an app keeps its files (")
        XCTAssertEqual(checks.count, 3, result.stdout)
        XCTAssertTrue(checks[1].contains("2 of 6 checks passed"), checks[1])
        XCTAssertTrue(checks[2].contains("6 of 6 checks passed"), checks[2])
        XCTAssertTrue(checks[2].contains("Lesson passed"), checks[2])
        // Once it passed, the solution is shown.
        XCTAssertTrue(result.stdout.contains("try \"Buy milk\".write(to: documentsURL.appendingPathComponent(\"notes.txt\")"), result.stdout)
        XCTAssertEqual(try String(contentsOf: lessonFile), before, "the course's lesson file is not changed")
    }

    func testTheLessonCommandsSpeakChinese() throws {
        let result = try KilnProcess.run(["repl", "--course", lessons.path, "--lang", "zh-Hans"], stdin: ":lesson 1\n:hint\n:check\n", timeout: 120)
        XCTAssertTrue(result.stdout.contains("# 应用把文件放在哪里"), result.stdout)
        XCTAssertTrue(result.stdout.contains("提示 1/2"), result.stdout)
        XCTAssertTrue(result.stdout.contains("6 项检查中通过 2 项"), result.stdout)
    }
}
