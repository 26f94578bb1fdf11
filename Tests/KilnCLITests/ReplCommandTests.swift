import Foundation
import Kiln
import XCTest

/// `kiln` with Swift on standard input, as a pipe or a teacher's transcript gives it: no prompts,
/// output on stdout, errors on stderr at the session's lines, exit 0 at the end of input.
final class ReplCommandTests: XCTestCase {
    private var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-repl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let scratch { try? FileManager.default.removeItem(at: scratch) }
    }

    /// Ctrl-C (SIGINT) stops the input being evaluated, with a located "interrupted", and the
    /// session goes on with what that input had done: a teacher's session survives a runaway loop.
    func testAnInterruptStopsTheRunningInputAndTheSessionGoesOn() throws {
        let process = Process()
        process.executableURL = KilnProcess.executable
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data("var n = 0\nwhile true { n += 1 }\nprint(\"after\", n > 0)\n".utf8))
        // Inside the 5-second time limit, so it is an interrupt that stops the loop. One sent
        // before the loop starts (a slow machine) is dropped, as a Ctrl-C at the prompt is: hence
        // three; the input is still open, so the REPL is waiting, not gone, after the loop.
        for _ in 0..<3 {
            Thread.sleep(forTimeInterval: 1)
            process.interrupt()
        }
        try input.fileHandleForWriting.close()
        let stdout = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .exit)
        XCTAssertEqual(process.terminationStatus, 0, stderr)
        XCTAssertEqual(stdout, "after true\n")
        XCTAssertTrue(stderr.hasPrefix("repl.swift:2:1: error: interrupted"), stderr)
    }

    func testPipedLinesAreEvaluatedInOneSession() throws {
        let result = try KilnProcess.run([], stdin: "let x = 2\nprint(x * 21)\n")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "42\n")
        XCTAssertEqual(result.stderr, "")
    }

    func testAMultiLineClassALoadedLessonAndTheAppAcrossChunks() throws {
        let lesson = scratch.appendingPathComponent("lesson.swift")
        try """
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func applicationDidEnterBackground(_ application: UIApplication) {
                    print("saving \\(store.items.count) items")
                }
            }
            let lessonName = "Archiving"
            """.write(to: lesson, atomically: true, encoding: .utf8)
        let input = """
            class Store {
                var items: [String] = []

                func add(_ item: String) {
                    items.append(item)
                }
            }
            let store = Store()
            store.add("pen")
            store.items.count
            :load \(lesson.path)
            print(lessonName)
            Simulator.launch(AppDelegate.self)
            Simulator.pressHome()
            print(missing)
            print("still going")
            :sandbox

            """
        let result = try KilnProcess.run(["repl"], stdin: input)
        XCTAssertEqual(result.status, 0, "a session's errors do not make kiln fail: \(result.stderr)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(Array(lines.prefix(4)), ["$R0: Int = 1", "Archiving", "saving 1 items", "still going"], result.stdout)
        XCTAssertTrue(lines.count > 4 && lines[4].contains("/Containers/Data/Application/"), "`:sandbox` prints the app's home: \(result.stdout)")
        // Line 14 of the session: the chunks' lines are counted across it; the loaded file's are its own.
        XCTAssertEqual(result.stderr, "repl.swift:14:7: error: cannot find 'missing' in scope\nprint(missing)\n      ^\n")
    }

    func testErrorsInALoadedFileNameTheFile() throws {
        let lesson = scratch.appendingPathComponent("broken.swift")
        try "let a = 1\nlet b = [a][3]\n".write(to: lesson, atomically: true, encoding: .utf8)
        let result = try KilnProcess.run([], stdin: ":load \(lesson.path)\nprint(a)\n:load \(scratch.path)/absent.swift\nprint(\"end\")\n")
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout, "1\nend\n")
        XCTAssertTrue(result.stderr.hasPrefix("\(lesson.path):2:9: error: Index out of range\n"), result.stderr)
        XCTAssertTrue(result.stderr.contains("absent.swift"), result.stderr)
    }

    func testResetStartsAFreshSessionAndEventsListTheAppsLife() throws {
        let result = try KilnProcess.run([], stdin: """
            class AppDelegate: UIResponder, UIApplicationDelegate {}
            Simulator.launch(AppDelegate.self)
            :events
            :reset
            :events
            print(AppDelegate.self)
            """)
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.hasPrefix("state notRunning → inactive\n"), result.stdout)
        XCTAssertTrue(result.stdout.hasSuffix("state inactive → active\napplicationDidBecomeActive(_:)\npost UIApplicationDidBecomeActiveNotification\n"),
                      "nothing after :reset: \(result.stdout)")
        XCTAssertTrue(result.stderr.contains("repl.swift:1:7: error: cannot find 'AppDelegate' in scope"), result.stderr)
    }

    func testAnEndlessLoopIsStoppedAndTheSessionGoesOn() throws {
        let result = try KilnProcess.run(["--time-limit", "0.5"], stdin: "var n = 0\nwhile true { n += 1 }\nprint(n > 0)\n", timeout: 30)
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout, "true\n")
        XCTAssertTrue(result.stderr.hasPrefix("repl.swift:2:1: error: the script ran for more than 0.5 seconds"), result.stderr)
    }

    func testInputLeftOpenAtTheEndIsEvaluatedAndItsErrorShown() throws {
        let result = try KilnProcess.run([], stdin: "print(1)\nfunc f() {\n    print(2)\n")
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout, "1\n")
        XCTAssertTrue(result.stderr.contains("repl.swift:"), result.stderr)
        XCTAssertTrue(result.stderr.contains("expected '}'"), result.stderr)
    }

    func testASessionThroughTheEmbeddingAPI() throws {
        let playground = try Playground()
        let session = playground.session()
        XCTAssertEqual(session.evaluate("let x = 1").exitStatus, 0)
        XCTAssertEqual(session.evaluate("print(x + 1)").output, "2\n")
        XCTAssertEqual(session.evaluate("x * 3").output, "$R0: Int = 3\n")
        let error = session.evaluate("print(y)")
        XCTAssertEqual(error.exitStatus, 1)
        XCTAssertTrue(error.diagnostics.hasPrefix("repl.swift:4:7: error: cannot find 'y' in scope"), error.diagnostics)
        XCTAssertFalse(Playground.Session.isComplete("struct Point {"))
        session.end()
    }
}
