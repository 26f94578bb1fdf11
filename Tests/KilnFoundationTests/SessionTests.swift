import XCTest
import Foundation
import KilnFoundation
import KilnScript

final class SessionTests: XCTestCase {
    func testModuleNamesFollowSwiftsRuleForScripts() {
        XCTAssertEqual(FoundationSession.moduleName(for: "Homepwner.swift"), "Homepwner")
        XCTAssertEqual(FoundationSession.moduleName(for: "/tmp/lessons/Checklists.swift"), "Checklists")
        XCTAssertEqual(FoundationSession.moduleName(for: "004-checklists.swift"), "main")
        XCTAssertEqual(FoundationSession.moduleName(for: "my lesson.swift"), "main")
    }

    func testTheSandboxOutlivesARunButTheAppsObjectsDoNot() throws {
        let directory = NSTemporaryDirectory() + "kiln-session-test-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let session = try FoundationSession(options: .init(seed: 3, appName: "Notes", sandbox: directory))
        let first = session.run(source: """
            class AppDelegate: UIResponder, UIApplicationDelegate {}
            Simulator.launch(AppDelegate.self)
            try "kept".write(toFile: NSHomeDirectory() + "/Documents/a.txt", atomically: true, encoding: .utf8)
            """, fileName: "first.swift")
        XCTAssertEqual(first.exitStatus, 0, first.renderedDiagnostics)
        XCTAssertEqual(first.events.first, .stateChanged(from: .notRunning, to: .inactive))
        let second = session.run(source: """
            print(try String(contentsOfFile: NSHomeDirectory() + "/Documents/a.txt", encoding: .utf8))
            print(UIApplication.shared.delegate == nil, Simulator.state)
            """, fileName: "second.swift")
        XCTAssertEqual(second.output, "kept\ntrue notRunning\n", second.renderedDiagnostics)
        // The sandbox directory named by the caller is real and kept.
        XCTAssertTrue(session.simulator.sandbox.home.hasPrefix(URL(fileURLWithPath: directory).resolvingSymlinksInPath().path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: session.simulator.sandbox.home + "/Documents/a.txt"))
    }

    func testOutputStreamsThroughTheSinkAndErrorsRenderLikeTheCompiler() throws {
        var streamed = ""
        var options = FoundationSession.Options()
        options.interpreter.outputSink = { streamed += $0 }
        let session = try FoundationSession(options: options)
        let result = session.run(source: "print(\"before\")\nlet data = NSKeyedUnarchiver.unarchiveObject(with: Data([1, 2, 3]))\n",
                                 fileName: "bad.swift")
        XCTAssertEqual(streamed, "before\n")
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertTrue(result.renderedDiagnostics.hasPrefix("bad.swift:2:"), result.renderedDiagnostics)
        XCTAssertTrue(result.renderedDiagnostics.contains("incomprehensible archive"), result.renderedDiagnostics)
        XCTAssertTrue(result.renderedDiagnostics.contains("let data = NSKeyedUnarchiver"), result.renderedDiagnostics)
    }

    /// Statics are reset by the process end, in the same session run (the full behaviour is in
    /// `AppLifecycleBindingTests.testTheAppsStaticsStartAgainAfterATermination`): no note about
    /// statics outliving the app is needed any more.
    func testATerminationLeavesNoNoteAboutStatics() throws {
        let (result, _) = try runScript("""
            class Store {
                static let shared = Store()
                var items: [String] = []
            }
            class AppDelegate: UIResponder, UIApplicationDelegate {}
            Simulator.launch(AppDelegate.self)
            Store.shared.items.append("x")
            Simulator.terminate()
            print(Store.shared.items.count)
            """)
        XCTAssertEqual(result.output, "0\n")
        XCTAssertFalse(result.diagnostics.contains { $0.message.contains("static properties") })
    }

    func testClassScanIgnoresCommentsAndStringsAndReadsObjcNames() throws {
        let (result, _) = try runScript("""
            // a class Comment would be no class
            let text = "class Quoted is not one either"
            /* class Block { } */
            @objc(BNRItem) final class Item: NSObject, NSSecureCoding {
                static var supportsSecureCoding: Bool { return true }
                override init() { super.init() }
                func encode(with coder: NSCoder) {}
                required init?(coder: NSCoder) { super.init() }
            }
            let data = try NSKeyedArchiver.archivedData(withRootObject: Item(), requiringSecureCoding: true)
            print(try NSKeyedUnarchiver.unarchivedObject(ofClass: Item.self, from: data) as? Item != nil)
            """)
        XCTAssertEqual(result.output, "true\n")
    }
}

extension SessionTests {
    func testScriptTypesNamedLikeFoundationsNestedTypesStayTheScripts() throws {
        let (result, _) = try runScript("""
            enum State { case on, off }
            struct Name { let first: String }
            enum Encoding { case morse }
            print(State.on, Name(first: "Ada").first, Encoding.morse)
            class AppDelegate: UIResponder, UIApplicationDelegate {}
            Simulator.launch(AppDelegate.self)
            print(Simulator.state, UIApplication.shared.applicationState == .active)
            print(Notification.Name("X").rawValue)
            """)
        XCTAssertEqual(result.output, "on Ada morse\nactive true\nX\n")
    }
}

extension SessionTests {
    func testASyntaxErrorIsTheScriptsAndNamesItsLine() throws {
        let (result, _) = try runScript("class Store {\n    var items: [String] = []\n", expectSuccess: false)
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertFalse(result.renderedDiagnostics.contains("<Kiln Foundation>"), result.renderedDiagnostics)
        XCTAssertTrue(result.renderedDiagnostics.hasPrefix("Lesson.swift:"), result.renderedDiagnostics)
    }

    func testPropertyDefaultsCanUseFoundationTypes() throws {
        let (result, _) = try runScript("""
            class Store {
                let changed = Notification.Name("StoreChanged")
                let path = NSHomeDirectory() + "/Documents/store.plist"
                let created = Date()
            }
            let store = Store()
            print(store.changed.rawValue, store.path.hasSuffix("Documents/store.plist"), store.created)
            """)
        XCTAssertEqual(result.output, "StoreChanged true 2020-06-22 16:00:00 +0000\n")
    }

    func testCallStacksNameTheScriptsLines() throws {
        let (result, _) = try runScript("""
            func load(_ index: Int) -> Int {
                let values = [1, 2]
                return values[index]
            }
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func applicationDidBecomeActive(_ application: UIApplication) {
                    print(load(5))
                }
            }
            Simulator.launch(AppDelegate.self)
            """, expectSuccess: false)
        XCTAssertTrue(result.renderedDiagnostics.hasPrefix("Lesson.swift:3:"), result.renderedDiagnostics)
        XCTAssertTrue(result.renderedDiagnostics.contains("load called at Lesson.swift:7:"), result.renderedDiagnostics)
    }
}

extension SessionTests {
    func testTimersAndImagesOfARunEndWithIt() throws {
        let session = try FoundationSession()
        let (first, _) = try runScript("""
            class AppDelegate: UIResponder, UIApplicationDelegate {}
            Simulator.launch(AppDelegate.self)
            let timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in print("tick") }
            let image = UIImage(color: .red, size: CGSize(width: 10, height: 10))
            print(Simulator.memoryFootprint)
            """, in: session)
        XCTAssertEqual(first.output, "1600\n")
        let (second, _) = try runScript("""
            Simulator.advance(seconds: 3)
            print(Simulator.memoryFootprint)
            """, in: session)
        XCTAssertEqual(second.output, "0\n")
    }
}
