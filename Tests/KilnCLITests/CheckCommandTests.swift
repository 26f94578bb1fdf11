import Foundation
import XCTest

/// `kiln check` on the course's lessons and on lessons written here: every check has its own
/// result; JSON that validates against the published schema; JUnit that a JUnit reader accepts.
final class CheckCommandTests: XCTestCase {
    private var scratch: URL!
    private var lessonsDirectory: URL { KilnProcess.packageRoot.appendingPathComponent("Lessons") }

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let scratch { try? FileManager.default.removeItem(at: scratch) }
    }

    private var lessonFiles: [URL] {
        ((try? FileManager.default.contentsOfDirectory(at: lessonsDirectory, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "swift" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    func testTheCourseHasAtLeastThreeLessonsEachWithASolution() {
        XCTAssertGreaterThanOrEqual(lessonFiles.count, 3, "Lessons/ should hold at least three lessons")
        for lesson in lessonFiles {
            let solution = lessonsDirectory.appendingPathComponent("Solutions").appendingPathComponent(lesson.lastPathComponent)
            XCTAssertTrue(FileManager.default.fileExists(atPath: solution.path), "no solution for \(lesson.lastPathComponent)")
        }
    }

    func testEverySolutionPassesAndEveryStarterFailsSayingWhatToDo() throws {
        for lesson in lessonFiles {
            let solved = try KilnProcess.run(["check", lesson.path, "--solution", "--lang", "en"])
            XCTAssertEqual(solved.status, 0, "\(lesson.lastPathComponent) --solution:\n\(solved.stdout)\(solved.stderr)")
            XCTAssertTrue(solved.stdout.contains("Lesson passed"), solved.stdout)

            let starter = try KilnProcess.run(["check", lesson.path, "--lang", "en"])
            XCTAssertEqual(starter.status, 1, "the starter of \(lesson.lastPathComponent) passes:\n\(starter.stdout)")
            XCTAssertTrue(starter.stdout.contains("✗"), starter.stdout)
            XCTAssertTrue(starter.stdout.contains("Hint 1 of"), "no hint shown for \(lesson.lastPathComponent):\n\(starter.stdout)")
            // It fails, and compiles: a check that could not be judged is an error, not a failure.
            let json = try KilnProcess.run(["check", lesson.path, "--format", "json"])
            let document = try XCTUnwrap(JSONSerialization.jsonObject(with: json.stdoutData) as? [String: Any])
            XCTAssertEqual(document["status"] as? String, "fail", "the starter of \(lesson.lastPathComponent) does not compile:\n\(starter.stdout)")

            let chinese = try KilnProcess.run(["check", lesson.path, "--lang", "zh-Hans"])
            XCTAssertTrue(chinese.stdout.contains("提示 1/"), chinese.stdout)
        }
    }

    func testLintPassesOnTheCourse() throws {
        let result = try KilnProcess.run(["lint", "--course", lessonsDirectory.path], timeout: 120)
        XCTAssertEqual(result.status, 0, result.stderr + result.stdout)
        XCTAssertTrue(result.stdout.contains("0 problems"), result.stdout)
    }

    /// A lesson written here, so that each kind of check fails in a way the test knows.
    private func writeLesson(_ name: String = "store-lesson.swift", code: String) throws -> URL {
        let url = scratch.appendingPathComponent(name)
        try """
            /*: lesson
            title: A store
            title zh-Hans: 一个商店
            */
            //: Make the store hold three items and save them.
            /*: zh-Hans
            让商店保存三件物品。
            */
            /*: hint
            Append a third item.
            */
            /*: hint zh-Hans
            再加一件物品。
            */
            import Foundation
            import Testing
            \(code)
            /*: expect output
            items: 3\u{20}
            done
            */
            /*: expect events
            applicationDidEnterBackground(_:) before terminated
            */
            /*: expect files
            Documents/items.txt contains "milk"
            UserDefaults "count" is 3
            */

            """.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    func testEveryCheckHasItsOwnResultAndAFailingExpectShowsItsValues() throws {
        let lesson = try writeLesson(code: """
            class Store { var items = ["milk", "eggs"] }
            let store = Store()
            print("items: \\(store.items.count)")
            #expect(store.items.count == 3)
            #expect(store.items.first == "milk")
            """)
        let result = try KilnProcess.run(["check", lesson.path, "--lang", "en"])
        XCTAssertEqual(result.status, 1)
        // Swift Testing's message, with the value of the left side.
        XCTAssertTrue(result.stdout.contains("Expectation failed: (store.items.count → 2) == 3"), result.stdout)
        // The output diff shows the trailing space the lesson expects and the missing line.
        XCTAssertTrue(result.stdout.contains("-items: 3·"), result.stdout)
        XCTAssertTrue(result.stdout.contains("+items: 2"), result.stdout)
        XCTAssertTrue(result.stdout.contains("-done"), result.stdout)
        // Events and files fail on their own, each with its reason.
        XCTAssertTrue(result.stdout.contains("applicationDidEnterBackground(_:) did not happen"), result.stdout)
        XCTAssertTrue(result.stdout.contains("Documents/items.txt does not exist"), result.stdout)
        XCTAssertTrue(result.stdout.contains("UserDefaults has no value for \"count\""), result.stdout)
        // The passing #expect passes.
        XCTAssertTrue(result.stdout.contains("✓ #expect(store.items.first == \"milk\")"), result.stdout)
        XCTAssertTrue(result.stdout.contains("2 of 7 checks passed"), result.stdout)
    }

    func testASolvedLessonPassesEveryKindOfCheck() throws {
        let lesson = try writeLesson(code: """
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var items = ["milk", "eggs", "bread"]
                func applicationDidEnterBackground(_ application: UIApplication) {
                    let url = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0].appendingPathComponent("items.txt")
                    try? items.joined(separator: "\\n").write(to: url, atomically: true, encoding: .utf8)
                    UserDefaults.standard.set(items.count, forKey: "count")
                }
            }
            Simulator.launch(AppDelegate.self)
            Simulator.pressHome()
            Simulator.terminate()
            print("items: 3 ")
            print("done")
            #expect(UserDefaults.standard.integer(forKey: "count") == 3)
            """)
        let result = try KilnProcess.run(["check", lesson.path])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("6 of 6 checks passed"), result.stdout)
    }

    func testACompileErrorIsLocatedInTheStudentsFileAndEveryCheckIsAnError() throws {
        let lesson = try writeLesson(code: "let x = \nprint(x\n#expect(x == 1)")
        let result = try KilnProcess.run(["check", lesson.path, "--format", "json"])
        XCTAssertEqual(result.status, 1)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any])
        XCTAssertEqual(document["status"] as? String, "error")
        let tests = try XCTUnwrap(document["tests"] as? [[String: Any]])
        XCTAssertTrue(tests.allSatisfy { $0["status"] as? String == "error" }, "\(tests)")
        let message = tests.first?["message"] as? String ?? ""
        XCTAssertTrue(message.contains("store-lesson.swift:18:"), message)
    }

    func testAnExpectNotReachedFailsAndARemovedOneIsNamed() throws {
        let lesson = try writeLesson(code: """
            let items = ["milk"]
            #expect(items.count == 1)
            print(items[5])
            #expect(items.isEmpty == false)
            """)
        let edited = scratch.appendingPathComponent("student.swift")
        try """
            let items = ["milk"]
            print(items[5])
            #expect(items.isEmpty == false)
            """.write(to: edited, atomically: true, encoding: .utf8)
        let own = try KilnProcess.run(["check", lesson.path])
        XCTAssertTrue(own.stdout.contains("not reached: the script stopped at store-lesson.swift:19:"), own.stdout)
        let student = try KilnProcess.run(["check", lesson.path, "--code", edited.path])
        XCTAssertTrue(student.stdout.contains("#expect(items.count == 1) is missing from your file"), student.stdout)
    }

    func testJSONValidatesAgainstThePublishedSchemaAndJUnitAgreesWithIt() throws {
        let paths = lessonFiles.map(\.path)
        let json = try KilnProcess.run(["check"] + paths + ["--format", "json"], timeout: 120)
        let document = scratch.appendingPathComponent("results.json")
        try json.stdoutData.write(to: document)
        let schema = KilnProcess.packageRoot.appendingPathComponent("docs/schema/check-results.schema.json")
        let validate = try python("""
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1])); doc = json.load(open(sys.argv[2]))
            jsonschema.Draft202012Validator.check_schema(schema)
            jsonschema.validate(doc, schema, cls=jsonschema.Draft202012Validator)
            print(len(doc["tests"]), sum(t["status"] == "fail" for t in doc["tests"]), sum(t["status"] == "error" for t in doc["tests"]))
            """, [schema.path, document.path])
        XCTAssertEqual(validate.status, 0, validate.output)

        let junit = try KilnProcess.run(["check"] + paths + ["--format", "junit"], timeout: 120)
        let report = scratch.appendingPathComponent("results.xml")
        try junit.stdoutData.write(to: report)
        let read = try python("""
            import sys
            from junitparser import JUnitXml, Failure, Error
            xml = JUnitXml.fromfile(sys.argv[1])
            cases = [case for suite in xml for case in suite]
            failures = sum(1 for case in cases if any(isinstance(r, Failure) for r in case.result))
            errors = sum(1 for case in cases if any(isinstance(r, Error) for r in case.result))
            print(len(cases), failures, errors)
            """, [report.path])
        XCTAssertEqual(read.status, 0, read.output)
        XCTAssertEqual(read.output, validate.output, "JUnit counts (tests, failures, errors) differ from the JSON's")
        XCTAssertFalse(read.output.hasPrefix("0 "), "no checks were reported")
    }

    private func python(_ program: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", program] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
