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
        struct Temperature {
            var celsius: Double
            var fahrenheit: Double {
                let scaled = celsius * 9 / 5
                return scaled + 32
            }
            var kelvin: Double { celsius + 273.15 }
            var rounded: Int {
                get { Int(celsius) }
                set { celsius = Double(newValue) }
            }
        }
        func largest<T: Comparable>(_ values: [T]) -> T? {
            values.max()
        }
        func divide(_ a: Int, _ b: Int) -> Int {
            let quotient = a / b
            return quotient
        }

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

    /// Bodies are parsed only when first compiled (`LazyBodies`): getters, generic functions and
    /// accessor lists behave as before, and a fault in a body is placed at the library's line.
    func testBodiesParsedOnFirstCallKeepTheirBehaviourAndTheirLines() {
        let result = run("""
            var t = Temperature(celsius: 100)
            t.rounded = 20
            print(t.fahrenheit, t.kelvin, t.rounded, largest([3, 9, 4]) ?? 0)
            print(divide(7, 0))
            """)
        XCTAssertEqual(result.output, "68.0 293.15 20 9\n")
        XCTAssertEqual(result.exitStatus, 1)
        let divisionLine = prelude.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("let quotient = a / b") }.map { $0 + 1 }
        XCTAssertNotNil(divisionLine)
        XCTAssertTrue(result.renderedDiagnostics.contains("Lesson.swift:\(divisionLine ?? 0):"), result.renderedDiagnostics)
    }

    func testTheScriptsOwnMistakesAreStillFoundBeforeItRuns() {
        let result = run("print(\"never\")\nfunc later() { missingFunction() }")
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertEqual(result.output, "", "nothing runs when the script's own code has an unknown name")
        XCTAssertTrue(result.renderedDiagnostics.contains("missingFunction"), result.renderedDiagnostics)
    }
}
