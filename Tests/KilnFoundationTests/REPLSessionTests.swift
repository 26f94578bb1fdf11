// The REPL's session on a device: the app launched in one chunk keeps running in the next, the
// sandbox's files stay, and each chunk gets the part of Kiln's Foundation it newly names.
import XCTest
import Foundation
import KilnFoundation
import KilnScript

final class REPLSessionTests: XCTestCase {
    @discardableResult
    private func evaluate(_ repl: FoundationSession.REPL, _ source: String, file: StaticString = #filePath, line: UInt = #line)
        -> FoundationRunResult {
        let result = repl.evaluate(source)
        XCTAssertEqual(result.exitStatus, 0, result.renderedDiagnostics, file: file, line: line)
        return result
    }

    func testTheAppLaunchedInOneChunkGoesToTheBackgroundInTheNext() throws {
        let device = try FoundationSession()
        let repl = device.makeREPL()
        evaluate(repl, """
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func applicationDidBecomeActive(_ application: UIApplication) { print("active") }
                func applicationDidEnterBackground(_ application: UIApplication) { print("saving") }
            }
            """)
        let launch = evaluate(repl, "Simulator.launch(AppDelegate.self)")
        XCTAssertEqual(launch.output, "active\n")
        XCTAssertEqual(launch.events.first, .stateChanged(from: .notRunning, to: .inactive))
        XCTAssertEqual(device.simulator.state, .active, "the app runs on after the chunk")

        let home = evaluate(repl, "Simulator.pressHome()\nSimulator.state == .background")
        XCTAssertEqual(home.output, "saving\n$R0: Bool = true\n")
        XCTAssertTrue(home.events.contains(.stateChanged(from: .inactive, to: .background)), "\(home.events)")
        XCTAssertFalse(home.events.contains(.stateChanged(from: .notRunning, to: .inactive)), "only this chunk's events")
        XCTAssertEqual(repl.events.first, launch.events.first, "the session's events start with the launch")

        repl.end()
        XCTAssertEqual(device.simulator.state, .notRunning)
    }

    func testFilesWrittenInOneChunkAreReadInALaterOne() throws {
        let directory = NSTemporaryDirectory() + "kiln-repl-test-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let device = try FoundationSession(options: .init(sandbox: directory))
        let repl = device.makeREPL()
        evaluate(repl, "let path = NSHomeDirectory() + \"/Documents/note.txt\"")
        evaluate(repl, "try \"kept\".write(toFile: path, atomically: true, encoding: .utf8)")
        let read = evaluate(repl, "print(try String(contentsOfFile: path, encoding: .utf8))")
        XCTAssertEqual(read.output, "kept\n")
        XCTAssertEqual(try String(contentsOfFile: device.simulator.sandbox.home + "/Documents/note.txt", encoding: .utf8), "kept")
    }

    func testALaterChunkGetsThePartOfFoundationItNames() throws {
        let repl = try FoundationSession().makeREPL()
        // Nothing of the archiving prelude is needed yet.
        evaluate(repl, "var names = [\"Walk the dog\"]")
        evaluate(repl, """
            class ChecklistItem: NSObject, NSCoding {
                var text = ""
                init(text: String) { self.text = text; super.init() }
                required init?(coder aDecoder: NSCoder) {
                    text = aDecoder.decodeObject(forKey: "Text") as! String
                    super.init()
                }
                func encode(with aCoder: NSCoder) { aCoder.encode(text, forKey: "Text") }
            }
            """)
        evaluate(repl, """
            let url = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0].appendingPathComponent("Checklists.plist")
            let data = try NSKeyedArchiver.archivedData(withRootObject: names.map { ChecklistItem(text: $0) }, requiringSecureCoding: false)
            try data.write(to: url)
            """)
        let read = evaluate(repl, """
            let items = NSKeyedUnarchiver.unarchiveObject(withFile: url.path) as! [ChecklistItem]
            print(items.map { $0.text })
            UserDefaults.standard.set(items.count, forKey: "count")
            UserDefaults.standard.integer(forKey: "count")
            """)
        XCTAssertEqual(read.output, "[\"Walk the dog\"]\n$R0: Int = 1\n")
    }

    func testErrorsAndNotesAreAtTheChunksLines() throws {
        let repl = try FoundationSession().makeREPL()
        evaluate(repl, "let documents = NSHomeDirectory() + \"/Documents\"")                              // line 1
        let old = evaluate(repl, "let file = (documents as NSString).stringByAppendingPathComponent(\"a.txt\")")  // line 2
        XCTAssertTrue(old.renderedDiagnostics.contains("repl.swift:2:"), old.renderedDiagnostics)
        XCTAssertTrue(old.renderedDiagnostics.contains("has been renamed to 'appendingPathComponent(_:)'"), old.renderedDiagnostics)
        // A fault inside Kiln's Foundation is reported where the chunk called it.
        let fault = repl.evaluate("print(\"before\")\nlet object = NSKeyedUnarchiver.unarchiveObject(with: Data([1, 2, 3]))")  // lines 3–4
        XCTAssertEqual(fault.exitStatus, 1)
        XCTAssertEqual(fault.output, "before\n")
        XCTAssertTrue(fault.renderedDiagnostics.hasPrefix("repl.swift:4:"), fault.renderedDiagnostics)
        XCTAssertTrue(fault.renderedDiagnostics.contains("incomprehensible archive"), fault.renderedDiagnostics)
        // The session goes on.
        XCTAssertEqual(evaluate(repl, "print(file.hasSuffix(\"a.txt\"))").output, "true\n")
    }

    /// A fault in a class of one chunk, reached through Foundation from the next: the call chain
    /// names both chunks' lines and no line of Kiln's own Swift.
    func testAFaultThroughFoundationNamesTheChunksLines() throws {
        let repl = try FoundationSession().makeREPL()
        evaluate(repl, """
            class Note: NSObject, NSCoding {
                var text: String
                init(text: String) { self.text = text }
                func encode(with coder: NSCoder) { coder.encode(text, forKey: "txet") }
                required init?(coder: NSCoder) { text = coder.decodeObject(forKey: "text") as! String }
            }
            """)
        let result = repl.evaluate("""
            let data = try NSKeyedArchiver.archivedData(withRootObject: Note(text: "hi"), requiringSecureCoding: false)
            let note = try NSKeyedUnarchiver.unarchiveTopLevelObjectWithData(data)
            """)
        XCTAssertEqual(result.exitStatus, 1)
        let error = try XCTUnwrap(result.diagnostics.first { $0.severity == .error })
        // At the `as!` in the first chunk, after the note at its `decodeObject(forKey:)`.
        XCTAssertEqual(error.location, Location(line: 5, column: 80), result.renderedDiagnostics)
        XCTAssertTrue(result.renderedDiagnostics.hasPrefix("repl.swift:5:51: note: decodeObject(forKey:) gives nil"), result.renderedDiagnostics)
        XCTAssertTrue(result.renderedDiagnostics.contains("repl.swift:5:80: error: Unexpectedly found nil"), result.renderedDiagnostics)
        XCTAssertTrue(error.notes.map(\.rendered).contains { $0.contains("called inside Foundation") }, error.notes.map(\.rendered).joined(separator: "\n"))
        XCTAssertTrue(error.notes.map(\.rendered).contains { $0.contains("unarchiveTopLevelObjectWithData called at repl.swift:8:") }, error.notes.map(\.rendered).joined(separator: "\n"))
        XCTAssertFalse(result.renderedDiagnostics.contains("<Kiln Foundation>"), result.renderedDiagnostics)
        XCTAssertEqual(evaluate(repl, "print(data.count > 0)").output, "true\n")
    }

    func testAnEndedSessionLeavesTheAppNotRunningAndTheFilesInPlace() throws {
        let device = try FoundationSession()
        var repl: FoundationSession.REPL? = device.makeREPL()
        evaluate(repl!, "class AppDelegate: UIResponder, UIApplicationDelegate {}\nSimulator.launch(AppDelegate.self)")
        evaluate(repl!, "try \"x\".write(toFile: NSHomeDirectory() + \"/tmp/x.txt\", atomically: false, encoding: .utf8)")
        repl = nil
        XCTAssertEqual(device.simulator.state, .notRunning)
        let after = device.run(source: "print(FileManager.default.fileExists(atPath: NSHomeDirectory() + \"/tmp/x.txt\"))", fileName: "after.swift")
        XCTAssertEqual(after.output, "true\n", after.renderedDiagnostics)
    }
}
