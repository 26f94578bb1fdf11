// What Kiln cannot run yet ends with a located "not supported in Kiln yet" error (never a wrong
// answer, never an internal error); docs/LANGUAGE.md lists each of these.
import XCTest
@testable import KilnScript

final class NotSupportedYetTests: XCTestCase {
    private func assertNotSupported(_ source: String, at location: String, before output: String = "",
                                    file: StaticString = #filePath, line: UInt = #line) {
        let result = Interpreter().run(source: source, fileName: "unsupported.swift")
        XCTAssertEqual(result.exitStatus, 1, file: file, line: line)
        XCTAssertEqual(result.output, output, file: file, line: line)
        guard let error = result.diagnostics.first(where: { $0.severity == .error }) else { return XCTFail("no error", file: file, line: line) }
        XCTAssertTrue(error.message.contains("not supported in Kiln yet"), error.message, file: file, line: line)
        XCTAssertEqual(error.location.map { "\($0.line):\($0.column)" }, location, file: file, line: line)
    }

    func testParameterPacksAreRefusedAloneBeforeAnythingRuns() {
        assertNotSupported("""
            print("start")
            func describe<each T>(_ value: repeat each T) -> String {
                var parts: [String] = []
                for v in repeat each value { parts.append("\\(v)") }
                return parts.joined(separator: ", ")
            }
            print(describe(1, "two", 3.0))
            """, at: "2:15")
        let result = Interpreter().run(source: "func f<each T>(_ v: repeat each T) {}\nf(1, 2)\n", fileName: "packs.swift")
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.count, 1, "only the not-supported error, not what follows from it")
        // `repeat` loops and a variable named `each` are not packs.
        let plain = Interpreter().run(source: "var i = 0\nrepeat { i += 1 } while i < 3\nlet each = [i]\nfor x in each { print(x) }\n", fileName: "plain.swift")
        XCTAssertEqual(plain.output, "3\n")
    }

    /// An iOS framework Kiln does not simulate is refused at its import, before anything runs;
    /// any other unknown module is swiftc's "no such module"; Kiln's own modules and Swift
    /// Testing's (a lesson's `#expect`) import as they are.
    func testImportsOfFrameworksKilnLacksAreRefusedAtTheModuleName() {
        assertNotSupported("import Foundation\nimport SwiftUI\nprint(\"start\")\nstruct V: View { var body: some View { Text(\"hi\") } }\n", at: "2:8")
        assertNotSupported("import CoreData\nprint(1)\n", at: "1:8")
        let unknown = Interpreter().run(source: "import RealmSwift\nprint(1)\n", fileName: "realm.swift")
        XCTAssertEqual(unknown.exitStatus, 1)
        XCTAssertEqual(unknown.output, "")
        XCTAssertEqual(unknown.diagnostics.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "") \($0.message)" }, ["1:8 no such module 'RealmSwift'"])
        let known = Interpreter().run(source: "import Swift\nimport Glibc\nimport Testing\nimport os\nprint(\"ok\")\n", fileName: "known.swift")
        XCTAssertEqual(known.output, "ok\n", known.diagnostics.map(\.message).joined(separator: "\n"))
    }

    /// Kiln has one type per name: a type a body declares under a name another type has would be
    /// that other type when the code runs, so it is refused where it is declared.
    func testABodysTypeNamedAsAnotherTypeIsRefusedWhereItIsDeclared() {
        assertNotSupported("""
            struct Reading { var celsius: Double }
            func report() {
                struct Reading { var label: String; var value: Int }
                print(Reading(label: "rain", value: 3))
            }
            report()
            """, at: "3:12")
        assertNotSupported("""
            func first() { enum Mood { case calm }; print(Mood.calm) }
            func second() { enum Mood { case calm, busy }; print(Mood.busy) }
            first(); second()
            """, at: "2:22")
        // The same declaration again in another body is the same type: it runs.
        let same = Interpreter().run(source: """
            func a() { struct Pair { var x = 1 }; print(Pair().x) }
            func b() { struct Pair { var x = 1 }; print(Pair().x + 1) }
            a(); b()
            """, fileName: "same.swift")
        XCTAssertEqual(same.output, "1\n2\n", same.renderedDiagnostics)
    }

    /// Whether a value has a conformance an extension declares with a `where` clause depends on
    /// its type's arguments: Kiln tests `T: SomeProtocol` requirements (interp18_conditional_conformance_casts);
    /// others (`Item == Int`) the cast says it cannot test, where it runs.
    func testACastThroughAConditionalConformance() {
        assertNotSupported("""
            protocol Describable {}
            struct Tray<Item> { var items: [Item] }
            extension Tray: Describable where Item == Int {}
            print("before")
            let tray: Any = Tray(items: [1, 2])
            print(tray is Describable)
            """, at: "6:15", before: "before\n")
        // The type's unconditional conformances are cast as before.
        let plain = Interpreter().run(source: """
            protocol Named {}
            protocol Sized {}
            struct Tray<Item>: Named { var items: [Item] }
            extension Tray: Sized where Item == Int {}
            let tray: Any = Tray(items: ["a"])
            print(tray is Named)
            """, fileName: "plain.swift")
        XCTAssertEqual(plain.output, "true\n", plain.renderedDiagnostics)
    }

    /// SE-0258's enclosing-instance wrappers read and write through the object holding them.
    func testAWrapperReachedThroughItsEnclosingInstance() {
        assertNotSupported("""
            @propertyWrapper
            struct Logged<Value> {
                private var stored: Value
                init(wrappedValue: Value) { stored = wrappedValue }
                var wrappedValue: Value {
                    get { fatalError() }
                    set { fatalError() }
                }
                static subscript<Owner: AnyObject>(_enclosingInstance owner: Owner,
                                                   wrapped wrappedKeyPath: ReferenceWritableKeyPath<Owner, Value>,
                                                   storage storageKeyPath: ReferenceWritableKeyPath<Owner, Self>) -> Value {
                    get { owner[keyPath: storageKeyPath].stored }
                    set { print("set"); owner[keyPath: storageKeyPath].stored = newValue }
                }
            }
            final class Model { @Logged var count = 0 }
            let model = Model()
            model.count = 2
            print(model.count)
            """, at: "16:21")
    }

    func testStandardLibraryNamesKilnLacksSayNotSupported() {
        // A function (`withUnsafePointer`), a type (`UnsafeMutablePointer`) and syntax (regex literals) of
        // Swift that Kiln does not have name themselves; a misspelled name is still unknown.
        assertNotSupported("var x = 5\nwithUnsafePointer(to: &x) { print($0.pointee) }\n", at: "2:1")
        assertNotSupported("let p = UnsafeMutablePointer<Int>.allocate(capacity: 1)\nprint(p)\n", at: "1:9")
        assertNotSupported("let pattern = /a+b/\nprint(pattern)\n", at: "1:15")
        let typo = Interpreter().run(source: "let p = Pointt(x: 1)\n", fileName: "typo.swift")
        XCTAssertTrue(typo.diagnostics.contains { $0.message == "cannot find 'Pointt' in scope" }, "\(typo.diagnostics)")
    }

    /// Grand Central Dispatch: one thread and no run loop, so what a queue would print is a guess.
    func testDispatchQueuesAreRefusedWhereFoundationIsImported() {
        assertNotSupported("""
            import Foundation
            print("saving")
            DispatchQueue.main.async {
                print("saved")
            }
            """, at: "3:1")
        assertNotSupported("import Foundation\nlet group = DispatchGroup()\n", at: "2:13")
        assertNotSupported("import Foundation\nlet queue = DispatchQueue(label: \"io\")\nqueue.async { print(1) }\n", at: "2:13")
        // Without the import, swiftc cannot find it either; a script's own `DispatchQueue` is its own.
        let bare = Interpreter().run(source: "DispatchQueue.main.async { print(1) }\n", fileName: "bare.swift")
        XCTAssertFalse(bare.diagnostics.contains { $0.message.contains("not supported") }, bare.renderedDiagnostics)
        let own = Interpreter().run(source: "import Foundation\nstruct DispatchQueue { func async(_ f: () -> Void) { f() } }\nDispatchQueue().async { print(2) }\n",
                                    fileName: "own.swift")
        XCTAssertEqual(own.output, "2\n", own.renderedDiagnostics)
    }

    /// Tasks and task groups are the Foundation session's (its prelude runs them in a fixed
    /// order: PreludeConcurrency.swift); a plain interpreter says they are not supported. Actors
    /// run as classes and `@MainActor` is accepted anywhere; an async stream is not supported.
    /// A script's own `Task` type is its own.
    func testTasksNeedTheFoundationSessionAndActorsRunAsClasses() {
        assertNotSupported("""
            func fetch() async -> Int { 7 }
            print("start")
            Task {
                print(await fetch())
            }
            """, at: "3:1")
        assertNotSupported("let total = await withTaskGroup(of: Int.self) { group in 0 }\n", at: "1:19")
        assertNotSupported("let stream = AsyncStream<Int> { $0.finish() }\nprint(1)\n", at: "1:14")
        let actor = Interpreter().run(source: """
            actor Counter {
                var n = 0
                func bump() -> Int { n += 1; return n }
            }
            @MainActor final class Model { var title = "t" }
            let counter = Counter()
            print(await counter.bump(), await counter.bump(), Model().title)
            """, fileName: "actor.swift")
        XCTAssertEqual(actor.output, "1 2 t\n", actor.renderedDiagnostics)
        let awaited = Interpreter().run(source: "func f() async throws -> Int { 3 }\nprint(try await f())\n", fileName: "async.swift")
        XCTAssertEqual(awaited.output, "3\n", awaited.renderedDiagnostics)
        let own = Interpreter().run(source: """
            struct TodoList {
                struct Task { var title: String }
                var tasks = [Task(title: "read")]
            }
            print(TodoList().tasks.map(\\.title))
            """, fileName: "todo.swift")
        XCTAssertEqual(own.output, "[\"read\"]\n", own.renderedDiagnostics)
    }

    func testAGenericParameterKnownOnlyFromTheContext() {
        // T is inferred from where the result goes: a written type tells it (ResultTypeGenerics.swift);
        // an expression whose type the syntax does not write (an argument of `print`) does not.
        let written = Interpreter().run(source: """
            struct Counter { var value = 0 }
            func blank<T>() -> [T] { print(T.self); return [] }
            let c: [Counter] = blank()
            print(c.count)
            """, fileName: "context.swift")
        XCTAssertEqual(written.output, "Counter\n0\n", written.renderedDiagnostics)
        assertNotSupported("""
            struct Counter { var value = 0 }
            func blank<T>() -> [T] { print(T.self); return [] }
            func count(_ counters: [Counter]) -> Int { counters.count }
            print("start")
            print(count(blank()))
            """, at: "2:32", before: "start\n")
    }

    func testAGenericParameterBoundToACollection() {
        // Kiln keeps no element type for an array value: where the checker types the call
        // (`name([1.5])`) T is what it inferred; an `[Any]` it cannot tell from its elements.
        assertNotSupported("""
            func name<T>(_ value: T) -> String { "\\(T.self)" }
            print(name(1))
            print(name([1.5]))
            let xs: [Any] = [1]
            print(name(xs))
            """, at: "1:41", before: "Int\nArray<Double>\n")
    }

    func testATypesGenericParameterAsAValue() {
        // A generic type keeps the arguments written where a value is made (`Box<Part>()`, a
        // declared `let b: Box<Part> = …`, a function's `-> Box<Part>`, and so a static member
        // reached through such a context, `let b: Box<Part> = .filled()`) or told by its stored
        // properties; a static member called without them, where neither its parameters nor a
        // written type tell them (`.filled()` as an argument), stops where it names one.
        assertNotSupported("""
            protocol Blank { init() }
            struct Box<Element: Blank> {
                var items: [Element] = []
                static func filled() -> Box { Box(items: [Element()]) }
            }
            struct Part: Blank {}
            func count(_ box: Box<Part>) -> Int { box.items.count }
            print("made")
            print(count(.filled()))
            """, at: "4:47", before: "made\n")
    }

    func testARangeOfFixedWidthIntegers() {
        assertNotSupported("""
            let count: UInt8 = 3
            print("before")
            for i in 0..<count { print(i) }
            """, at: "3:11", before: "before\n")
    }
    /// Foundation's FormatStyle (`formatted()`) is not there: a located refusal, not a missing member.
    func testFormatStyleIsRefusedWhereItIsCalled() {
        assertNotSupported("let total = 1234\nprint(total.formatted())\n", at: "2:13")
        assertNotSupported("print(\"start\")\nlet share = 0.25\nprint(share.formatted(.percent))\n", at: "3:13")
        let own = Interpreter().run(source: "extension Int { func formatted() -> String { \"#\\(self)\" } }\nprint(7.formatted())\n", fileName: "own.swift")
        XCTAssertEqual(own.output, "#7\n")
    }

    /// A property wrapper on a global variable is refused in swiftc's words (one on a local runs).
    func testAWrappedGlobalIsRefusedAsSwiftcRefusesIt() {
        let result = Interpreter().run(source: """
            @propertyWrapper struct Twice { var wrappedValue: Int }
            @Twice var level = 1
            print(level)
            """, fileName: "global.swift")
        XCTAssertEqual(result.output, "")
        let error = result.diagnostics.first { $0.severity == .error }
        XCTAssertEqual(error?.message, "property wrappers are not yet supported in top-level code")
        XCTAssertEqual(error?.location.map { "\($0.line):\($0.column)" }, "2:1")
    }
}
