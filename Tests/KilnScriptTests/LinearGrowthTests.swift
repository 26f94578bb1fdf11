// Growing a collection in place must stay linear: each of these was once quadratic (a hidden copy
// of the whole array, string or dictionary on every change).
import XCTest
import KilnScript

final class LinearGrowthTests: XCTestCase {
    private func assertRunsQuickly(_ source: String, file: StaticString = #filePath, line: UInt = #line) {
        let started = Date()
        let result = Interpreter(options: .init(timeLimit: 20)).run(source: source, fileName: "grow.swift")
        XCTAssertEqual(result.exitStatus, 0, result.renderedDiagnostics, file: file, line: line)
        // 50,000 changes: linear takes well under a second even in a debug build; quadratic would
        // copy about a billion values.
        XCTAssertLessThan(Date().timeIntervalSince(started), 4, file: file, line: line)
    }

    func testAppendingToAGlobalArray() {
        assertRunsQuickly("var xs: [Int] = []\nfor i in 0..<50_000 { xs.append(i) }\nprint(xs.count)")
    }

    func testAppendingToAFieldDeclaredWithElementConversions() {
        assertRunsQuickly("""
            class Log { var values: [Double?] = [] }
            let log = Log()
            for i in 0..<50_000 { log.values.append(Double(i)) }
            print(log.values.count)
            """)
    }

    func testAppendingToAStructInALocal() {
        assertRunsQuickly("""
            struct Bag { var items: [Int] = [] }
            func fill() -> Int {
                var bag = Bag()
                for i in 0..<50_000 { bag.items.append(i) }
                return bag.items.count
            }
            print(fill())
            """)
    }

    func testGrowingAStringAndADictionary() {
        assertRunsQuickly("""
            var text = ""
            var counts: [String: [Int]] = [:]
            for i in 0..<50_000 {
                text += "x"
                counts["k", default: []].append(i)
            }
            print(text.count, counts["k"]!.count)
            """)
    }
}
