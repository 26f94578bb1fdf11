// A session (the REPL's interpreter) keeps what each chunk declares for the chunks after it,
// shows bare expressions' values, reports each chunk's problems at its own lines, and goes on
// after any of them.
import XCTest
@testable import KilnScript

final class SessionTests: XCTestCase {
    private func assertRuns(_ session: Interpreter.Session, _ source: String, output expected: String,
                            file: StaticString = #filePath, line: UInt = #line) {
        let result = session.evaluate(source)
        XCTAssertEqual(result.exitStatus, 0, result.renderedDiagnostics, file: file, line: line)
        XCTAssertEqual(result.output, expected, file: file, line: line)
        XCTAssertEqual(result.renderedDiagnostics, "", file: file, line: line)
    }

    func testVariablesKeepTheirValuesAcrossChunks() {
        let session = Interpreter().makeSession()
        assertRuns(session, "let x = 1", output: "")
        assertRuns(session, "var total = x + 1\nprint(x + 1)", output: "2\n")
        assertRuns(session, "total += 40", output: "")
        assertRuns(session, "print(total)", output: "42\n")
    }

    func testOperatorsDeclaredInOneChunkKeepTheirPrecedenceInTheNext() {
        let session = Interpreter().makeSession()
        assertRuns(session, "infix operator ** : MultiplicationPrecedence", output: "")
        assertRuns(session, "func ** (a: Int, b: Int) -> Int { b == 0 ? 1 : a * (a ** (b - 1)) }", output: "")
        assertRuns(session, "print(1 + 2 ** 3)", output: "9\n")
        assertRuns(session, "#if os(iOS)\nprint(2 ** 2)\n#endif", output: "4\n")
    }

    /// A script Sequence's own members call its algorithms by bare name, in a chunk as in a run.
    func testASequenceDeclaredInAChunkCallsItsAlgorithmsByBareName() {
        let session = Interpreter().makeSession()
        assertRuns(session, """
            final class Bag: Sequence {
                var items = [3, 1, 2]
                func makeIterator() -> IndexingIterator<[Int]> { items.makeIterator() }
                var total: Int { reduce(0, +) }
            }
            """, output: "")
        assertRuns(session, "print(Bag().total, Bag().sorted())", output: "6 [1, 2, 3]\n")
    }

    func testFunctionsAndClassesAreUsableInLaterChunks() {
        let session = Interpreter().makeSession()
        assertRuns(session, """
            class Counter {
                var count = 0
                func increment() { count += 1 }
            }
            """, output: "")
        assertRuns(session, "func twice(_ c: Counter) { c.increment(); c.increment() }", output: "")
        assertRuns(session, "let counter = Counter()\ntwice(counter)", output: "")
        assertRuns(session, "print(counter.count)", output: "2\n")
        // A later extension adds to the class; objects made before have the new method.
        assertRuns(session, "extension Counter { func reset() { count = 0 } }\ncounter.reset()\nprint(counter.count)", output: "0\n")
    }

    func testTheNewerDeclarationWins() {
        let session = Interpreter().makeSession()
        assertRuns(session, "func greet() -> String { \"hello\" }\nfunc useGreet() -> String { greet() }", output: "")
        assertRuns(session, "func greet() -> String { \"bonjour\" }", output: "")
        // Code compiled after sees the new function; code compiled before keeps the old one.
        assertRuns(session, "print(greet(), useGreet())", output: "bonjour hello\n")
        // A variable declared again is a new variable, of any type, a constant or not.
        assertRuns(session, "let x = 1", output: "")
        XCTAssertEqual(session.evaluate("x = 2").exitStatus, 1, "a constant")
        assertRuns(session, "var x = \"one\"\nx += \"!\"\nprint(x)", output: "one!\n")
        // A type declared again is a new type; instances of the old one keep theirs.
        assertRuns(session, "struct Point { var x = 1 }\nlet old = Point()", output: "")
        assertRuns(session, "struct Point { var x = 1; var y = 2 }\nprint(Point().y, old.x)", output: "2 1\n")
        // A variable of the old type is checked against the old type's members.
        XCTAssertTrue(session.evaluate("print(old.y)").renderedDiagnostics.contains("has no member 'y'"))
        assertRuns(session, "let old = Point()\nprint(old.y)", output: "2\n")
    }

    func testBareExpressionsShowTheirValues() {
        let session = Interpreter().makeSession()
        assertRuns(session, "1 + 2", output: "$R0: Int = 3\n")
        assertRuns(session, "\"kiln\".uppercased()", output: "$R1: String = \"KILN\"\n")
        assertRuns(session, "[1, 2, 3].map { $0 * 2 }", output: "$R2: [Int] = [2, 4, 6]\n")
        assertRuns(session, "let word: String? = \"a\"\nword", output: "$R3: String? = \"a\"\n")
        assertRuns(session, "(x: 1, y: 2.5)", output: "$R4: (x: Int, y: Double) = (x: 1, y: 2.5)\n")
        // Void calls and assignments show nothing; `print` prints as it does.
        assertRuns(session, "var n = 0\nn = 5\nprint(n)\nfunc nothing() {}\nnothing()", output: "5\n")
        // A shown value is a variable afterwards.
        assertRuns(session, "$R0 * 10", output: "$R5: Int = 30\n")
    }

    func testErrorsAreReportedAtTheChunksLinesAcrossTheSession() {
        let session = Interpreter().makeSession()
        assertRuns(session, "let a = 1\nlet b = 2", output: "")           // lines 1–2
        let unknown = session.evaluate("print(a)\nprint(cuont)")            // lines 3–4
        XCTAssertEqual(unknown.exitStatus, 1)
        XCTAssertEqual(unknown.output, "", "a chunk that does not compile runs nothing")
        XCTAssertTrue(unknown.renderedDiagnostics.hasPrefix("repl.swift:4:7: error: cannot find 'cuont' in scope\nprint(cuont)\n      ^\n"),
                      unknown.renderedDiagnostics)
        let syntax = session.evaluate("let c = (1 +")                       // line 5
        XCTAssertEqual(syntax.exitStatus, 1)
        XCTAssertEqual(syntax.diagnostics.first?.location, Location(line: 5, column: 13), syntax.renderedDiagnostics)
        XCTAssertTrue(syntax.renderedDiagnostics.hasPrefix("repl.swift:5:"), syntax.renderedDiagnostics)
        let fault = session.evaluate("let items = [1]\nprint(items[3])")      // lines 6–7
        XCTAssertTrue(fault.renderedDiagnostics.hasPrefix("repl.swift:7:7: error: Index out of range\nprint(items[3])\n      ^\n"),
                      fault.renderedDiagnostics)
        XCTAssertEqual(session.lineCount, 7)
        // A file evaluated whole has its own name and lines.
        let loaded = session.evaluate("let d = 4\nd + 1\nprint(d / 0)", fileName: "lesson.swift")
        XCTAssertEqual(loaded.output, "", "a file prints as a run of it would: no values shown")
        XCTAssertTrue(loaded.renderedDiagnostics.hasPrefix("lesson.swift:3:"), loaded.renderedDiagnostics)
        XCTAssertEqual(session.lineCount, 7)
    }

    func testACallStackNamesEachChunksLines() {
        let session = Interpreter().makeSession()
        assertRuns(session, "func inner(_ a: [Int]) -> Int {\n    a[5]\n}", output: "")               // lines 1–3
        let result = session.evaluate("func outer() -> Int { inner([]) }\nprint(outer())")        // lines 4–5
        XCTAssertTrue(result.renderedDiagnostics.hasPrefix("repl.swift:2:5: error: Index out of range"), result.renderedDiagnostics)
        XCTAssertTrue(result.renderedDiagnostics.contains("inner called at repl.swift:4:23"), result.renderedDiagnostics)
        XCTAssertTrue(result.renderedDiagnostics.contains("outer called at repl.swift:5:7"), result.renderedDiagnostics)
    }

    func testAChunkThatDoesNotCompileChangesNothing() {
        let session = Interpreter().makeSession()
        assertRuns(session, "var x = 1\nstruct S { var v = 1 }", output: "")
        let bad = session.evaluate("var x = \"two\"\nstruct S { var w = 2 }\nextension Int { func twice() -> Int { self * 2 } }\nlet y = missing")
        XCTAssertEqual(bad.exitStatus, 1)
        assertRuns(session, "print(x + 1, S().v)", output: "2 1\n")
        XCTAssertEqual(session.evaluate("print(y)").exitStatus, 1, "y was never declared")
        XCTAssertEqual(session.evaluate("print(3.twice())").exitStatus, 1, "the extension was not kept")
    }

    func testAFaultKeepsWhatTheChunkDidBeforeIt() {
        let session = Interpreter().makeSession()
        assertRuns(session, "var before = \"old\"", output: "")
        let result = session.evaluate("""
            var log = [String]()
            log.append("first")
            func helper() -> Int { 7 }
            print("running")
            let before = [1][2]
            let after = 1
            """)
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertEqual(result.output, "running\n")
        XCTAssertTrue(result.renderedDiagnostics.contains("Index out of range"), result.renderedDiagnostics)
        assertRuns(session, "print(log, helper())", output: "[\"first\"] 7\n")
        // The declarations that did not run were not made: the earlier `before` is back.
        assertRuns(session, "print(before)", output: "old\n")
        let after = session.evaluate("print(after)")
        XCTAssertTrue(after.renderedDiagnostics.contains("cannot find 'after' in scope"), after.renderedDiagnostics)
    }

    func testAnEndlessLoopIsStoppedAndTheSessionGoesOn() {
        var options = Interpreter.Options()
        options.timeLimit = 0.3
        let session = Interpreter(options: options).makeSession()
        assertRuns(session, "var n = 0", output: "")
        let loop = session.evaluate("while true {\n    n += 1\n}")
        XCTAssertEqual(loop.exitStatus, 1)
        XCTAssertTrue(loop.renderedDiagnostics.hasPrefix("repl.swift:2:1: error: the script ran for more than 0.3 seconds"),
                      loop.renderedDiagnostics)
        // The next chunk has a time limit of its own.
        assertRuns(session, "var m = 0\nfor _ in 0..<100_000 { m += 1 }\nprint(n > 0, m)", output: "true 100000\n")
    }

    func testThrownErrorsAndRunawayRecursionDoNotEndTheSession() {
        let session = Interpreter().makeSession()
        assertRuns(session, "enum Failure: Error { case bad }\nfunc fail() throws { throw Failure.bad }", output: "")
        let thrown = session.evaluate("try fail()")
        // Located at the `throw`, as `kiln run` reports it.
        XCTAssertTrue(thrown.renderedDiagnostics.hasPrefix("repl.swift:2:22: error: Error raised at top level: repl.Failure.bad"),
                      thrown.renderedDiagnostics)
        XCTAssertTrue(thrown.renderedDiagnostics.contains("Error raised at top level"), thrown.renderedDiagnostics)
        let recursion = session.evaluate("func down(_ n: Int) -> Int { down(n + 1) }\ndown(0)")
        XCTAssertTrue(recursion.renderedDiagnostics.contains("stack overflow"), recursion.renderedDiagnostics)
        assertRuns(session, "print(\"still here\")", output: "still here\n")
    }

    func testOutputReachesTheSinkAsItIsPrinted() {
        var printed: [String] = []
        var options = Interpreter.Options()
        options.outputSink = { printed.append($0) }
        let session = Interpreter(options: options).makeSession()
        _ = session.evaluate("print(\"a\")\n2 * 21")
        XCTAssertEqual(printed.joined(), "a\n$R0: Int = 42\n")
    }

    func testTooManyTopLevelVariablesAreRefusedAndChangeNothing() {
        // A session's global frame has room for 65,536 variables; this one for 100.
        let session = Interpreter.Session(interpreter: Interpreter(), moduleName: "repl", globalCapacity: 100)
        assertRuns(session, "let kept = 1", output: "")
        let many = (0..<120).map { "var v\($0) = \($0)" }.joined(separator: "\n")
        let result = session.evaluate(many)
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertTrue(result.renderedDiagnostics.hasPrefix("repl.swift:2:1: error: too many top-level variables for one session"),
                      String(result.renderedDiagnostics.prefix(200)))
        assertRuns(session, "var v1 = kept + 1\nprint(v1)", output: "2\n")
        // Shown values take a slot while there is one; past the room they are shown only.
        let filling = (0..<97).map { "var w\($0) = \($0)" }.joined(separator: "\n")
        assertRuns(session, filling, output: "")
        assertRuns(session, "1 + 1", output: "$R0: Int = 2\n")
        assertRuns(session, "2 + 2", output: "$R1: Int = 4\n")
        XCTAssertEqual(session.evaluate("$R0").exitStatus, 0)
        XCTAssertEqual(session.evaluate("$R1").exitStatus, 1, "no room was left to keep it")
    }

    func testAGuardAtTheTopLevelDeclaresForLaterChunks() {
        let session = Interpreter().makeSession()
        assertRuns(session, "guard let n = Int(\"5\") else { fatalError() }", output: "")
        assertRuns(session, "print(n * 2)", output: "10\n")
        let failed = session.evaluate("guard let m = [1, 2].first, m > 1 else { fatalError(\"too small\") }")
        XCTAssertEqual(failed.exitStatus, 1)
        XCTAssertTrue(session.evaluate("print(m)").renderedDiagnostics.contains("cannot find 'm' in scope"), "its guard did not pass")
    }

    func testAnEndedSessionSaysSo() {
        let session = Interpreter().makeSession()
        session.end()
        let result = session.evaluate("print(1)")
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertTrue(result.renderedDiagnostics.contains("the session has ended"))
    }

    func testInputIsCompleteOnlyWhenNothingIsLeftOpen() {
        XCTAssertTrue(Interpreter.Session.isComplete("let x = 1"))
        XCTAssertFalse(Interpreter.Session.isComplete("class Item {"))
        XCTAssertFalse(Interpreter.Session.isComplete("class Item {\n    var name = \"\""))
        XCTAssertTrue(Interpreter.Session.isComplete("class Item {\n    var name = \"\"\n}"))
        XCTAssertFalse(Interpreter.Session.isComplete("print(max(1,"))
        XCTAssertFalse(Interpreter.Session.isComplete("let text = \"\"\"\nfirst line"))
        XCTAssertFalse(Interpreter.Session.isComplete("let items = [1, 2,"))
        // Errors that more lines cannot mend are reported at once.
        XCTAssertTrue(Interpreter.Session.isComplete("print(\"a)"))
        XCTAssertTrue(Interpreter.Session.isComplete("let = 5 {"))
        XCTAssertTrue(Interpreter.Session.isComplete("}"))
        XCTAssertTrue(Interpreter.Session.isComplete(""))
    }
}
