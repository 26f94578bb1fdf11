// Native Swift types and functions registered by the embedder, used and subclassed by scripts.
import XCTest
import KilnScript

/// The Swift object behind a native `Counter`.
private final class CounterStorage {
    var count: Int
    init(_ count: Int) { self.count = count }
}

final class EmbeddingTests: XCTestCase {
    /// A native `Counter` class: `init(start:)`, `increment()`, `count`, a static `made`, and
    /// `notify(_:selector:)` which calls a script method by name (as a notification center would).
    private func makeInterpreter(made: CounterStorage = CounterStorage(0)) -> Interpreter {
        let interpreter = Interpreter()
        var counter = NativeType(name: "Counter")
        counter.initializer(labels: ["start"]) { _, selfValue, arguments in
            guard case .object(let instance) = selfValue, case .int(let start) = arguments[0] else { return selfValue }
            instance.native = CounterStorage(start)
            made.count += 1
            return selfValue
        }
        counter.method("increment", labels: []) { _, selfValue, _ in
            guard case .object(let instance) = selfValue, let storage = instance.native as? CounterStorage else { return .void }
            storage.count += 1
            return .void
        }
        counter.property("count", get: { _, selfValue, _ in
            guard case .object(let instance) = selfValue, let storage = instance.native as? CounterStorage else { return .int(0) }
            return .int(storage.count)
        })
        counter.property("made", isStatic: true, get: { _, _, _ in .int(made.count) })
        counter.method("notify", labels: [nil, "selector"]) { context, _, arguments in
            guard case .string(let selector) = arguments[1] else { return .void }
            let name = String(selector.prefix { $0 != "(" })
            return try context.callMethod(name, labels: [], on: arguments[0], arguments: [])
        }
        interpreter.register(counter)
        interpreter.register(NativeFunction(name: "nativeTwice", labels: [nil]) { _, arguments in
            guard case .int(let x) = arguments[0] else { return .void }
            return .int(x * 2)
        })
        return interpreter
    }

    func testScriptUsesANativeClass() {
        let made = CounterStorage(0)
        let result = makeInterpreter(made: made).run(source: """
            let c = Counter(start: 5)
            c.increment()
            c.increment()
            print(c.count, Counter.made, nativeTwice(21))
            """, fileName: "use.swift")
        XCTAssertEqual(result.output, "7 1 42\n", result.renderedDiagnostics)
        XCTAssertEqual(made.count, 1)
    }

    func testScriptSubclassesANativeClassAndNativeCodeCallsBack() {
        let result = makeInterpreter().run(source: """
            class StepCounter: Counter {
                var label: String
                init(label: String) {
                    self.label = label
                    super.init(start: 10)
                }
                override func increment() {
                    super.increment()
                    super.increment()
                }
                @objc func report() { print(label, count) }
            }
            let s = StepCounter(label: "steps")
            s.increment()
            s.report()
            s.notify(s, selector: #selector(StepCounter.report))
            let asBase: Counter = s
            print(asBase is StepCounter, asBase.count)
            """, fileName: "sub.swift")
        XCTAssertEqual(result.output, "steps 12\nsteps 12\ntrue 12\n", result.renderedDiagnostics)
        XCTAssertEqual(result.exitStatus, 0)
    }

    func testRenamedAPIRunsWithANoteNamingTodaysSpelling() {
        let interpreter = makeInterpreter()
        interpreter.register(RenamedAPI(typeName: "Counter", oldName: "incrementCount", newName: "increment"))
        interpreter.register(RenamedAPI(typeName: "Counter", kind: .staticProperty, oldName: "Made", newName: "made"))
        let result = interpreter.run(source: "let c = Counter(start: 0)\nc.incrementCount()\nc.incrementCount()\nprint(c.count, Counter.Made)",
                                     fileName: "old.swift")
        XCTAssertEqual(result.output, "2 1\n", result.renderedDiagnostics)
        XCTAssertEqual(result.exitStatus, 0)
        XCTAssertTrue(result.renderedDiagnostics.contains("old.swift:2:3: note: 'incrementCount()' has been renamed to 'increment()'"),
                      result.renderedDiagnostics)
        XCTAssertFalse(result.renderedDiagnostics.contains("old.swift:3:"), "one note per renamed API")
        XCTAssertTrue(result.renderedDiagnostics.contains("note: 'Made' has been renamed to 'made'"), result.renderedDiagnostics)
    }

    func testNativeCodeCreatesScriptObjectsByNameAndReadsTheirProperties() {
        let interpreter = Interpreter()
        // What an unarchiver does: find the class by its archived name, call init(coder:), then
        // look at what the object decoded.
        interpreter.register(NativeFunction(name: "revive", labels: [nil, "from"]) { context, arguments in
            guard case .string(let className) = arguments[0] else { return .void }
            let object = try context.construct(className, labels: ["coder"], arguments: [arguments[1]])
            let text = try context.property("text", of: object)
            try context.setProperty("checked", of: object, to: .bool(true))
            try context.write("revived \(context.qualifiedTypeName(of: object)) with \(try context.describe(text))\n")
            return object
        })
        let result = interpreter.run(source: """
            class ChecklistItem {
                var text: String
                var checked = false
                init(coder: [String: String]) { text = coder["text"] ?? "?" }
            }
            let item = revive("Lesson.ChecklistItem", from: ["text": "Milk"]) as! ChecklistItem
            print(item.text, item.checked)
            """, fileName: "Lesson.swift")
        XCTAssertEqual(result.output, "revived Lesson.ChecklistItem with Milk\nMilk true\n", result.renderedDiagnostics)
        XCTAssertEqual(result.exitStatus, 0)
    }

    func testNativeProtocolsAndDynamicDispatchIntoScriptOverrides() {
        let interpreter = Interpreter()
        interpreter.register(NativeType(name: "NSCoding", kind: .protocolType))
        var base = NativeType(name: "NSObject")
        // A native method that calls a method the script may override (as UIKit calls delegates).
        base.method("runTwice", labels: []) { context, selfValue, _ in
            _ = try context.callMethod("step", labels: [], on: selfValue, arguments: [])
            _ = try context.callMethod("step", labels: [], on: selfValue, arguments: [])
            return .void
        }
        base.method("step", labels: []) { context, _, _ in
            try context.write("base step\n")
            return .void
        }
        interpreter.register(base)
        let result = interpreter.run(source: """
            class Item: NSObject, NSCoding {
                var steps = 0
                override func step() { steps += 1 }
            }
            class Plain: NSObject {}
            let item = Item()
            item.runTwice()
            Plain().runTwice()
            let things: [NSObject] = [item, Plain()]
            print(item.steps, things.map { $0 is NSCoding }, things[0] as? NSCoding != nil)
            """, fileName: "proto.swift")
        XCTAssertEqual(result.output, "base step\nbase step\n2 [true, false] true\n", result.renderedDiagnostics)
    }

    func testOutputSinkReceivesOutputAsItIsPrinted() {
        final class Sink: @unchecked Sendable { var text = "" }
        let sink = Sink()
        let interpreter = Interpreter(options: .init(outputSink: { sink.text += $0 }))
        let result = interpreter.run(source: "print(1)\nprint(\"two\")", fileName: "sink.swift")
        XCTAssertEqual(sink.text, "1\ntwo\n")
        XCTAssertEqual(result.output, sink.text)
    }
}

/// Errors thrown by native code reach the script's `catch`; native notes point at the script.
final class NativeErrorTests: XCTestCase {
    /// `removeItem(atPath:)` fails with the script's own `DiskError`, made by native code.
    private func makeInterpreter(libraryLineCount: Int = 0) -> Interpreter {
        var options = Interpreter.Options()
        options.libraryLineCount = libraryLineCount
        let interpreter = Interpreter(options: options)
        interpreter.register(NativeFunction(name: "removeItem", labels: ["atPath"]) { context, arguments in
            guard case .string(let path) = arguments[0], path == "kept" else {
                let error = try context.construct("DiskError", labels: ["code", "path"], arguments: [.int(4), arguments[0]])
                throw context.error(error)
            }
            context.note("removing '\(path)'")
            context.warning("'\(path)' was kept")
            return .void
        })
        return interpreter
    }

    private let declarations = """
        struct DiskError: Error { let code: Int; let path: String }
        enum Other: Error { case other }
        """

    func testANativeErrorIsCaughtByTypeByAPlainCatchAndByTry() {
        let result = makeInterpreter().run(source: declarations + """

            do {
                try removeItem(atPath: "gone")
            } catch Other.other {
                print("wrong")
            } catch let error as DiskError {
                print("caught", error.code, error.path)
            }
            do { try removeItem(atPath: "gone") } catch { print(error is DiskError, error) }
            print(try? removeItem(atPath: "gone") as Any)
            """, fileName: "files.swift")
        XCTAssertEqual(result.output, "caught 4 gone\ntrue DiskError(code: 4, path: \"gone\")\nnil\n", result.renderedDiagnostics)
    }

    func testAnUncaughtNativeErrorIsReportedAtTheScriptsCall() {
        let result = makeInterpreter().run(source: declarations + "\nprint(1)\ntry removeItem(atPath: \"gone\")", fileName: "files.swift")
        XCTAssertEqual(result.output, "1\n")
        XCTAssertEqual(result.diagnostics.last?.message, "Error raised at top level: files.DiskError(code: 4, path: \"gone\")")
        XCTAssertEqual(result.diagnostics.last?.location, Location(line: 4, column: 5))
    }

    func testNativeNotesAndWarningsPointAtTheScriptsLineOutsideTheLibraryLines() {
        // The first two lines play the embedder's library: its call into native code is not the
        // student's line; the script's call into the library is.
        let source = "func tidy() throws {\n    try removeItem(atPath: \"kept\")\n}\nprint(0)\ntry tidy()"
        let result = makeInterpreter(libraryLineCount: 3).run(source: source, fileName: "tidy.swift")
        XCTAssertEqual(result.exitStatus, 0, result.renderedDiagnostics)
        let note = result.diagnostics.first { $0.severity == .note }
        let warning = result.diagnostics.first { $0.severity == .warning }
        XCTAssertEqual(note?.message, "removing 'kept'")
        XCTAssertEqual(note?.location, Location(line: 5, column: 5))
        XCTAssertEqual(warning?.location, Location(line: 5, column: 5))
        XCTAssertTrue(result.renderedDiagnostics.contains("tidy.swift:5:5: warning: 'kept' was kept"), result.renderedDiagnostics)
        // Without library lines, the note is where native code was called.
        let plain = makeInterpreter().run(source: source, fileName: "tidy.swift")
        XCTAssertEqual(plain.diagnostics.first { $0.severity == .note }?.location, Location(line: 2, column: 9))
    }
}
