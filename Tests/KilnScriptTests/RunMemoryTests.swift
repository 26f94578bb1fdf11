// Many runs in one process (a REPL, a lesson checker) must not keep each run's memory.
import Foundation
import XCTest
import KilnScript

final class RunMemoryTests: XCTestCase {
    private func residentKilobytes() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * 4
    }

    /// Every array element and frame slot is a `Value`: a Substring (its base and two 32-bit
    /// bounds, 24 bytes, as large as an enum case's payload) keeps it at 32 bytes a value.
    func testAValueIsThirtyTwoBytes() {
        XCTAssertEqual(MemoryLayout<Value>.stride, 32)
        XCTAssertEqual(MemoryLayout<SubstringValue>.size, 24)
    }

    func testRepeatedRunsDoNotAccumulateMemory() throws {
        let source = """
            enum Shape { case circle(Double), square(Double) }
            class Box { var items: [Int] = []; func add(_ x: Int) { items.append(x) } }
            let b = Box()
            for i in 0..<1000 { b.add(i) }
            print(b.items.count, Shape.circle(1.0), [1, 2].map { $0 * 2 })
            """
        for _ in 0..<20 { _ = Interpreter().run(source: source, fileName: "warm.swift") }
        guard let before = residentKilobytes() else { throw XCTSkip("no /proc/self/statm") }
        for _ in 0..<300 {
            let result = Interpreter().run(source: source, fileName: "repeat.swift")
            XCTAssertEqual(result.exitStatus, 0)
        }
        guard let after = residentKilobytes() else { return }
        // A leaked run keeps its runtime, library and types: over 100 KB each, 37 MB for 300.
        XCTAssertLessThan(after - before, 8_000, "300 runs grew the process by \(after - before) KB")
    }
}
