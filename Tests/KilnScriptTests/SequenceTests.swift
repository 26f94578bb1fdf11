@testable import KilnScript
import XCTest

/// A script type's own sequence, and contiguous bytes as a collection.
final class SequenceTests: XCTestCase {
    private func output(_ source: String) -> String {
        let result = Interpreter().run(source: source, fileName: "seq.swift")
        XCTAssertEqual(result.exitStatus, 0, result.renderedDiagnostics)
        return result.output
    }

    func testForInGoesThroughAScriptTypesIterator() {
        XCTAssertEqual(output("""
            struct Countdown: Sequence {
                let start: Int
                func makeIterator() -> CountdownIterator { return CountdownIterator(current: start) }
            }
            struct CountdownIterator: IteratorProtocol {
                var current: Int
                mutating func next() -> Int? {
                    if current == 0 { return nil }
                    defer { current -= 1 }
                    return current
                }
            }
            for n in Countdown(start: 3) { print(n) }
            print(Array(Countdown(start: 2)))
            """), "3\n2\n1\n[2, 1]\n")
    }

    func testBytesAreACollectionOfUInt8() throws {
        let interpreter = Interpreter()
        interpreter.register(NativeFunction(name: "bytes", labels: [nil]) { _, arguments in
            guard case .int(let count) = arguments[0] else { return .void }
            return .bytes((0..<count).map { UInt8($0 % 256) })
        })
        let result = interpreter.run(source: """
            var b = bytes(300)
            print(b.count, b[255], b[256], b.first!, b.last!, b.isEmpty, b.contains(7), b.contains(300))
            b[0] = 200
            b[1] += 1
            print(b[0], b[1], b[2..<5], Array(b[2..<5]), b[2..<5] == [2, 3, 4])
            var total = 0
            for x in b { total += x }
            print(total, b.map { $0 }.count)
            b[2] = 256
            """, fileName: "bytes.swift")
        XCTAssertEqual(result.output, "300 255 0 0 43 false true false\n200 2 [2, 3, 4] [2, 3, 4] true\n33787 300\n")
        XCTAssertTrue(result.renderedDiagnostics.hasPrefix("bytes.swift:9:"), result.renderedDiagnostics)
        XCTAssertTrue(result.renderedDiagnostics.contains("Not enough bits to represent 256 in UInt8"), result.renderedDiagnostics)
    }
}
