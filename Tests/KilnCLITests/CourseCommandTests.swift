import Foundation
import XCTest

/// The course as a student and a teacher use it: a student's copy, `watch` seeing a save, hints,
/// reset; a class's submissions graded into a gradebook.
final class CourseCommandTests: XCTestCase {
    private var scratch: URL!
    private let lessons = KilnProcess.packageRoot.appendingPathComponent("Lessons")
    private var firstLesson: URL { lessons.appendingPathComponent("01-sandbox.swift") }
    private var firstSolution: URL { lessons.appendingPathComponent("Solutions/01-sandbox.swift") }

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-course-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let scratch { try? FileManager.default.removeItem(at: scratch) }
    }

    private func studentCopy() throws -> URL {
        let copy = scratch.appendingPathComponent("my-course-\(UUID().uuidString)")
        let started = try KilnProcess.run(["start", copy.path, "--course", lessons.path])
        XCTAssertEqual(started.status, 0, started.stderr)
        return copy
    }

    func testAStudentsCopyHasNoSolutionsAndResetBringsTheStarterBack() throws {
        let copy = try studentCopy()
        XCTAssertFalse(FileManager.default.fileExists(atPath: copy.appendingPathComponent("Solutions").path))
        let lesson = copy.appendingPathComponent("01-sandbox.swift")
        let starter = try String(contentsOf: lesson)
        try "print(\"I broke it\")\n".write(to: lesson, atomically: true, encoding: .utf8)
        let reset = try KilnProcess.run(["reset", "1", "--course", copy.path])
        XCTAssertEqual(reset.status, 0, reset.stderr)
        XCTAssertEqual(try String(contentsOf: lesson), starter)
    }

    func testHintsComeOneAtATimeAndTheProgressIsKept() throws {
        let copy = try studentCopy()
        let first = try KilnProcess.run(["hint", "--course", copy.path, "--lang", "en"])
        XCTAssertTrue(first.stdout.contains("Hint 1 of 2"), first.stdout)
        let second = try KilnProcess.run(["hint", "--course", copy.path, "--lang", "zh-Hans"])
        XCTAssertTrue(second.stdout.contains("提示 2/2"), second.stdout)
        XCTAssertTrue(second.stdout.contains("缓存目录"), second.stdout)
        let progress = try String(contentsOf: copy.appendingPathComponent(".kiln/progress"))
        XCTAssertTrue(progress.contains("hints 01-sandbox 2"), progress)
    }

    func testEditingTheStudentsExpectationsDoesNotPassTheLesson() throws {
        let copy = try studentCopy()
        let lesson = copy.appendingPathComponent("01-sandbox.swift")
        // The student deletes the expectations instead of writing the code.
        let starter = try String(contentsOf: lesson)
        let cheat = starter.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("#expect") }.joined(separator: "\n")
            .replacingOccurrences(of: "Documents\nLibrary/Caches", with: "tmp")
        try cheat.write(to: lesson, atomically: true, encoding: .utf8)
        let result = try KilnProcess.run(["check", lesson.path, "--lang", "en"])
        XCTAssertEqual(result.status, 1, result.stdout)
        XCTAssertTrue(result.stdout.contains("is missing from your file"), result.stdout)
    }

    func testWatchSeesASaveWithinOneSecondWithFileEventsAndWithPolling() throws {
        for polling in [false, true] {
            let copy = try studentCopy()
            let output = scratch.appendingPathComponent("watch-\(polling).out")
            FileManager.default.createFile(atPath: output.path, contents: nil)
            let handle = try FileHandle(forWritingTo: output)
            let process = Process()
            process.executableURL = KilnProcess.executable
            process.arguments = ["watch", "--course", copy.path, "--lang", "en"] + (polling ? ["--poll"] : [])
            process.standardOutput = handle
            process.standardError = handle
            process.standardInput = Pipe()
            try process.run()
            defer { if process.isRunning { process.terminate() }; try? handle.close() }

            func text() -> String { (try? String(contentsOf: output)) ?? "" }
            let firstDeadline = Date().addingTimeInterval(30)
            while !text().contains("checks passed") && Date() < firstDeadline { usleep(20_000) }
            XCTAssertTrue(text().contains("✗"), "the first check of the starter: \(text())")

            let saved = Date()
            try Data(contentsOf: firstSolution).write(to: copy.appendingPathComponent("01-sandbox.swift"))
            while !text().contains("Lesson passed") && Date().timeIntervalSince(saved) < 10 { usleep(10_000) }
            let seen = Date().timeIntervalSince(saved)
            XCTAssertTrue(text().contains("Lesson passed"), text())
            XCTAssertLessThan(seen, 1.0, "watch (\(polling ? "polling" : "file events")) took \(seen) s to re-check")
            // Watch goes on to the next lesson and says which; the progress keeps the pass.
            let nextDeadline = Date().addingTimeInterval(10)
            while !text().contains("Next: ") && Date() < nextDeadline { usleep(20_000) }
            XCTAssertTrue(text().contains("Next: "), text())
            XCTAssertTrue(try String(contentsOf: copy.appendingPathComponent(".kiln/progress")).contains("passed 01-sandbox"))
        }
    }

    /// A correct, a wrong, a non-compiling, a looping, an allocating and an escaping submission.
    func testAClassIsGradedOneRowPerStudentAndNothingOutsideIsTouched() throws {
        let submissions = scratch.appendingPathComponent("class")
        try FileManager.default.createDirectory(at: submissions, withIntermediateDirectories: true)
        let solution = try String(contentsOf: firstSolution)
        let outside = scratch.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        let sentinel = outside.appendingPathComponent("sentinel.txt")
        try "keep me".write(to: sentinel, atomically: true, encoding: .utf8)

        try solution.write(to: submissions.appendingPathComponent("ana.swift"), atomically: true, encoding: .utf8)
        try solution.replacingOccurrences(of: ".cachesDirectory", with: ".documentDirectory")
            .write(to: submissions.appendingPathComponent("ben.swift"), atomically: true, encoding: .utf8)
        try (solution + "\nlet broken: = 3\n").write(to: submissions.appendingPathComponent("chen.swift"), atomically: true, encoding: .utf8)
        try (solution + "\nvar spin = 0\nwhile true { spin += 1 }\n").write(to: submissions.appendingPathComponent("dana.swift"), atomically: true, encoding: .utf8)
        try (solution + "\nvar hoard: [String] = []\nwhile true { hoard.append(String(repeating: \"x\", count: 1_000_000)) }\n")
            .write(to: submissions.appendingPathComponent("eli.swift"), atomically: true, encoding: .utf8)
        // A correct solution that also tries to write and delete files outside its sandbox.
        let escaping = solution + """

            try? "escaped".write(toFile: "\(outside.path)/escaped.txt", atomically: true, encoding: .utf8)
            try? FileManager.default.removeItem(atPath: "\(sentinel.path)")
            try? "up".write(toFile: "../../../../escaped-up.txt", atomically: true, encoding: .utf8)

            """
        let folder = submissions.appendingPathComponent("fay")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try escaping.write(to: folder.appendingPathComponent("01-sandbox.swift"), atomically: true, encoding: .utf8)

        let gradebook = scratch.appendingPathComponent("grades")
        let result = try KilnProcess.run(["check", firstLesson.path, "--submissions", submissions.path, "--gradebook", gradebook.path,
                                          "--format", "json", "--time-limit", "2", "--lang", "en"], timeout: 120)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any], result.stdout)
        let rows = try XCTUnwrap(document["rows"] as? [[String: Any]])
        XCTAssertEqual(rows.count, 6)
        var status: [String: String] = [:]
        var refused: [String: [String]] = [:]
        for row in rows {
            status[row["student"] as! String] = row["status"] as? String
            refused[row["student"] as! String] = row["refused_paths"] as? [String]
        }
        XCTAssertEqual(status, ["ana": "pass", "ben": "fail", "chen": "error", "dana": "fail", "eli": "fail", "fay": "pass"])
        XCTAssertEqual(refused["fay"]?.count, 3, "\(rows)")
        XCTAssertEqual(refused["ana"], [])
        // Nothing outside the sandboxes changed.
        XCTAssertEqual(try String(contentsOf: sentinel), "keep me")
        XCTAssertFalse(FileManager.default.fileExists(atPath: outside.appendingPathComponent("escaped.txt").path))
        // The gradebook is on disk, as CSV and JSON.
        let csv = try String(contentsOf: gradebook.appendingPathExtension("csv"))
        XCTAssertTrue(csv.hasPrefix("student,lesson,checks_passed,checks_total,status,first_failure,refused_paths\n"), csv)
        XCTAssertEqual(csv.split(separator: "\n").count, 7, csv)
        XCTAssertTrue(FileManager.default.fileExists(atPath: gradebook.appendingPathExtension("json").path))
    }

    /// A submission that prints without end fails alone; its neighbour is graded as usual, and the
    /// gradebook stays small.
    func testAFloodingSubmissionFailsAloneAndTheGradebookStaysSmall() throws {
        let submissions = scratch.appendingPathComponent("flood")
        try FileManager.default.createDirectory(at: submissions, withIntermediateDirectories: true)
        let solution = try String(contentsOf: firstSolution)
        try solution.write(to: submissions.appendingPathComponent("ana.swift"), atomically: true, encoding: .utf8)
        try (solution + "\nwhile true { print(\"spam spam spam spam spam spam spam spam\") }\n")
            .write(to: submissions.appendingPathComponent("gus.swift"), atomically: true, encoding: .utf8)
        let gradebook = scratch.appendingPathComponent("flood-grades")
        let result = try KilnProcess.run(["check", firstLesson.path, "--submissions", submissions.path, "--gradebook", gradebook.path,
                                          "--format", "json", "--time-limit", "2", "--lang", "en"], timeout: 120)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any], result.stdout)
        let rows = try XCTUnwrap(document["rows"] as? [[String: Any]])
        XCTAssertEqual(rows.map { $0["status"] as? String }, ["pass", "fail"])
        XCTAssertLessThan(result.stdoutData.count, 100_000)
    }
}
