// Library behaviour that a differential test cannot pin: deterministic randomness, swap.
import XCTest
@testable import KilnScript

final class LibraryTests: XCTestCase {
    private func output(_ source: String) -> String {
        let result = Interpreter().run(source: source, fileName: "lib.swift")
        XCTAssertEqual(result.exitStatus, 0, result.renderedDiagnostics)
        return result.output
    }

    func testRandomNumbersAreInRangeAndTheSameOnEveryRun() {
        let source = """
            var rolls: [Int] = []
            for _ in 0..<200 { rolls.append(Int.random(in: 1...6)) }
            print(rolls.min()!, rolls.max()!, Set(rolls).count)
            print(rolls.prefix(10))
            let d = Double.random(in: 0..<1)
            print(d >= 0 && d < 1)
            print([1, 2, 3, 4, 5].shuffled().sorted(), [7].randomElement()!, [Int]().randomElement() as Any)
            """
        let first = output(source)
        XCTAssertEqual(first, output(source), "a run's random numbers are reproducible")
        let lines = first.split(separator: "\n")
        XCTAssertEqual(lines.first, "1 6 6", "200 rolls of a die cover 1...6")
        XCTAssertEqual(lines[2], "true")
        XCTAssertEqual(lines[3], "[1, 2, 3, 4, 5] 7 nil")
    }

    func testSwapExchangesPlaces() {
        XCTAssertEqual(output("var a = 1, b = 2\nswap(&a, &b)\nprint(a, b)\nvar xs = [1, 2, 3]\nswap(&xs[0], &b)\nxs.swapAt(1, 2)\nprint(xs, b)"),
                       "2 1\n[1, 3, 2] 1\n")
        // Two elements of one array overlap: swiftc refuses the call (TypeCheckExclusivity.swift).
        let refused = Interpreter().run(source: "var xs = [1, 2, 3]\nswap(&xs[0], &xs[2])\nprint(xs)", fileName: "lib.swift")
        XCTAssertEqual(refused.diagnostics.first?.message,
                       "overlapping accesses to 'xs', but modification requires exclusive access; consider calling MutableCollection.swapAt(_:_:) [#ExclusivityViolation]")
    }
}
