// Runtime faults stop the script with a located error and exit status 1; Kiln itself never traps.
import XCTest
@testable import KilnScript

final class RuntimeFaultTests: XCTestCase {
    private func run(_ source: String, options: Interpreter.Options = .init()) -> RunResult {
        Interpreter(options: options).run(source: source, fileName: "fault.swift")
    }

    private func assertFault(_ source: String, _ message: String, at location: String,
                             options: Interpreter.Options = .init(), file: StaticString = #filePath, line: UInt = #line) {
        let result = run(source, options: options)
        XCTAssertEqual(result.exitStatus, 1, result.renderedDiagnostics, file: file, line: line)
        guard let error = result.diagnostics.last else { return XCTFail("no diagnostic", file: file, line: line) }
        XCTAssertTrue(error.message.contains(message), "\(error.message) lacks \(message)", file: file, line: line)
        XCTAssertEqual(error.location.map { "\($0.line):\($0.column)" }, location, file: file, line: line)
        XCTAssertTrue(result.renderedDiagnostics.hasPrefix("fault.swift:\(location): error: "), result.renderedDiagnostics, file: file, line: line)
    }

    func testUnwrappingNil() {
        assertFault("let x: Int? = nil\nprint(x!)", "Unexpectedly found nil", at: "2:8")
    }

    func testIndexOutOfRange() {
        assertFault("let a = [1]\nprint(a[1])", "Index out of range", at: "2:7")
        assertFault("var a = [1]\na[-1] = 2", "Index out of range", at: "2:1")
    }

    func testOverflowIsTheScriptsError() {
        assertFault("var x = Int.max\nx += 1", "overflow", at: "2:3")
        assertFault("let y = Int.min\nprint(-y)", "overflow", at: "2:7")
        assertFault("print(Int.max * 2)", "overflow", at: "1:15")
    }

    func testDivisionByZero() {
        assertFault("let zero = 0\nprint(1 / zero)", "Division by zero", at: "2:9")
        assertFault("let zero = 0\nprint(1 % zero)", "Division by zero", at: "2:9")
    }

    func testFailedForcedCast() {
        assertFault("let v: Any = 3\nlet s = v as! String", "Could not cast", at: "2:11")
    }

    /// `nil as! String` fails in the unwrapping, and Swift says so (not "could not cast").
    func testForcedCastOfNilIsAnUnwrappingFault() {
        assertFault("let found: [String: Any] = [:]\nlet value: Any? = found[\"name\"]\nlet name = value as! String", "Unexpectedly found nil while unwrapping an Optional value", at: "3:18")
    }

    /// A stored property whose default makes another instance of its own type recurses without
    /// a call: it stops as runaway recursion does, at the default, and Kiln goes on.
    func testADefaultValueThatMakesItsOwnTypeIsAStackOverflow() {
        assertFault("class Node {\n    var next = Node()\n}\nlet n = Node()", "stack overflow", at: "2:16")
        assertFault("struct Shape {\n    var all: [Shape] = [Shape()]\n}\nprint(Shape().all.count)", "stack overflow", at: "2:25")
    }

    func testRunawayRecursionReportsTheCallStack() {
        let result = run("func f(_ n: Int) -> Int { f(n + 1) }\nprint(f(0))", options: .init(recursionLimit: 200))
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertTrue(result.renderedDiagnostics.contains("stack overflow"), result.renderedDiagnostics)
        XCTAssertTrue(result.renderedDiagnostics.contains("f called at fault.swift:1:27 (199 times)"), result.renderedDiagnostics)
    }

    func testInfiniteLoopStopsWithinTheStepBudget() {
        let started = Date()
        let result = run("var n = 0\nwhile true { n += 1 }", options: .init(stepLimit: 100_000))
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertTrue(result.diagnostics.last?.message.contains("infinite loop") ?? false, result.renderedDiagnostics)
        XCTAssertLessThan(Date().timeIntervalSince(started), 5)
    }

    func testInfiniteLoopStopsWithinTheTimeLimit() {
        let started = Date()
        let result = run("var n = 0\nrepeat { n = n &+ 1 } while true", options: .init(timeLimit: 0.3))
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertTrue(result.diagnostics.last?.message.contains("seconds") ?? false, result.renderedDiagnostics)
        XCTAssertLessThan(Date().timeIntervalSince(started), 3)
    }

    func testOutputBeforeTheFaultIsKept() {
        let result = run("print(\"one\")\nlet a: [Int] = []\nprint(a[0])\nprint(\"two\")")
        XCTAssertEqual(result.output, "one\n")
        XCTAssertEqual(result.exitStatus, 1)
    }

    func testUncaughtErrorEndsTheScript() {
        let result = run("enum E: Error { case bad }\nfunc f() throws { throw E.bad }\ntry f()")
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertTrue(result.renderedDiagnostics.contains("Error raised at top level: fault.E.bad"), result.renderedDiagnostics)
    }

    func testFatalErrorAndPrecondition() {
        assertFault("fatalError(\"boom\")", "Fatal error: boom", at: "1:1")
        assertFault("precondition(1 > 2, \"math\")", "Precondition failed: math", at: "1:1")
    }
}

final class MemoryLimitTests: XCTestCase {
    func testGrowingPastTheSizeLimitIsAFaultNotACrash() {
        let options = Interpreter.Options(sizeLimit: 1_000)
        let doubling = Interpreter(options: options).run(source: "var s = \"ab\"\nwhile true { s += s }", fileName: "grow.swift")
        XCTAssertEqual(doubling.exitStatus, 1)
        XCTAssertTrue(doubling.diagnostics.last?.message.contains("out of memory") ?? false, doubling.renderedDiagnostics)
        XCTAssertEqual(doubling.diagnostics.last?.location, Location(line: 2, column: 16))

        let huge = Interpreter().run(source: "let xs = (0..<Int.max).map { $0 }", fileName: "huge.swift")
        XCTAssertEqual(huge.exitStatus, 1)
        XCTAssertTrue(huge.diagnostics.last?.message.contains("out of memory") ?? false, huge.renderedDiagnostics)

        let appending = Interpreter(options: options).run(source: "var a: [Int] = []\nfor i in 0..<5000 { a.append(i) }", fileName: "append.swift")
        XCTAssertEqual(appending.exitStatus, 1)
        XCTAssertEqual(appending.diagnostics.last?.location?.line, 2, appending.renderedDiagnostics)
    }
}

/// Inputs that would trap a careless interpreter; each must end in a located error, and the test
/// process must survive all of them.
final class NeverTrapsTests: XCTestCase {
    func testHostileSnippetsEndInLocatedErrors() {
        let snippets = [
            "print(Int.min / -1)",
            "print(Int.min % -1)",
            "let s = stride(from: 0, to: Int.max, by: 1)",
            "print(\"a,b\".split(separator: \"ab\"))",
            "print(String(repeating: \"x\", count: Int.max))",
            "print(Array(repeating: 0, count: -1))",
            "var a = [1]\na.remove(at: 5)",
            "var a: [Int] = []\na.removeLast()",
            "print(Int(Double.nan))",
            "print(Int(1e300))",
            "let d = [1: 2]\nprint(d[1]! + d[2]!)",
            "print([1, 2][5...])",
            "enum E { case a }\nlet x: Any = E.a\nprint(x as! Int)",
            "func f() -> Int { return f() }\nprint(f())",
            "var x: Int! = nil\nprint(x + 1)",
        ]
        for snippet in snippets {
            let result = Interpreter(options: .init(stepLimit: 1_000_000, recursionLimit: 500)).run(source: snippet, fileName: "bad.swift")
            XCTAssertEqual(result.exitStatus, 1, "\(snippet)\n\(result.renderedDiagnostics)")
            XCTAssertNotNil(result.diagnostics.last?.location, snippet)
            XCTAssertTrue(result.renderedDiagnostics.hasPrefix("bad.swift:"), "\(snippet)\n\(result.renderedDiagnostics)")
        }
    }
}
