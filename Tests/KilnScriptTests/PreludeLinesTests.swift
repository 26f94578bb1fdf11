// An embedder's prelude (`Interpreter.Options.libraryLineCount`): its function bodies are
// compiled when first called, and behave exactly as if compiled ahead.
import XCTest
import KilnScript

final class PreludeLinesTests: XCTestCase {
    /// Every way a call hands values back through its frame: a mutating method, an in-out
    /// parameter, an initializer, a failable one, a class's stored properties, recursion, closures.
    /// Each has a local variable, so its first call runs in a frame larger than its caller made.
    private let prelude = """
        struct Tally {
            var count = 0
            mutating func add(_ amount: Int) { let sum = count + amount; count = sum }
        }
        func double(_ value: inout Int) { let twice = value * 2; value = twice }
        class Box {
            var items: [String] = []
            init(_ first: String) { let copy = first; items.append(copy) }
            init?(checked: String) {
                let trimmed = checked
                if trimmed.isEmpty { return nil }
                items = [trimmed]
            }
            func adding(_ item: String) -> Box { items.append(item); return self }
        }
        func factorial(_ n: Int) -> Int { n < 2 ? 1 : n * factorial(n - 1) }
        func counter() -> () -> Int {
            var next = 0
            return { next += 1; return next }
        }
        func unused() { thisNameDoesNotExist() }

        """

    private func run(_ script: String) -> RunResult {
        let preludeLines = prelude.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
        var options = Interpreter.Options()
        options.libraryLineCount = preludeLines
        return Interpreter(options: options).run(source: prelude + script, fileName: "Lesson.swift")
    }

    func testPreludeFunctionsCalledForTheFirstTimeBehaveAsCompiledAhead() {
        let script = """
            var tally = Tally()
            tally.add(3)
            tally.add(4)
            var number = 21
            double(&number)
            double(&number)
            let box = Box("a").adding("b")
            let none = Box(checked: "")
            let some = Box(checked: "c")
            let next = counter()
            _ = next()
            print(tally.count, number, box.items, none == nil, some?.items ?? [], factorial(10), next())
            """
        let result = run(script)
        XCTAssertEqual(result.exitStatus, 0, result.renderedDiagnostics)
        XCTAssertEqual(result.output, "7 84 [\"a\", \"b\"] true [\"c\"] 3628800 2\n")
    }

    func testAPreludeFunctionThatDoesNotCompileFailsOnlyWhenCalled() {
        let quiet = run("print(factorial(5))")
        XCTAssertEqual(quiet.exitStatus, 0, quiet.renderedDiagnostics)
        XCTAssertEqual(quiet.output, "120\n")

        let called = run("print(\"before\")\nunused()\nprint(\"after\")")
        XCTAssertEqual(called.exitStatus, 1)
        XCTAssertEqual(called.output, "before\n")
        XCTAssertTrue(called.renderedDiagnostics.contains("prelude function 'unused' does not compile"), called.renderedDiagnostics)
    }

    func testTheScriptsOwnMistakesAreStillFoundBeforeItRuns() {
        let result = run("print(\"never\")\nfunc later() { missingFunction() }")
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertEqual(result.output, "", "nothing runs when the script's own code has an unknown name")
        XCTAssertTrue(result.renderedDiagnostics.contains("missingFunction"), result.renderedDiagnostics)
    }
}
