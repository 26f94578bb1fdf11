// StructFields.swift reads a struct value's payload as it lies in memory (the type's address, the
// fields array's elements after its header): checked here against what pattern matching finds, so
// that a compiler laying out `Value` or arrays differently fails here, not in a running script.
import XCTest
@testable import KilnScript

final class StructFieldTests: XCTestCase {
    func testRawFieldReadsMatchPatternMatching() {
        let point = TypeInfo(name: "Point", kind: .structure, module: "main")
        let other = TypeInfo(name: "Other", kind: .structure, module: "main")
        var fields: [Value] = [.int(3), .string("four"), .double(5.5), .array([.int(6)])]
        fields.reserveCapacity(10)  // a capacity beyond the count must not move the elements
        for value in [Value.structValue(point, fields), .structValue(point, Array(fields.prefix(2)))] {
            guard case .structValue(_, let expected) = value else { return XCTFail("not a struct") }
            withUnsafePointer(to: value) { stored in
                XCTAssertTrue(StructFields.isStruct(stored, of: point))
                XCTAssertFalse(StructFields.isStruct(stored, of: other))
                XCTAssertNil(StructFields.field(0, of: stored, ifInstanceOf: other))
                expected.withUnsafeBufferPointer { buffer in
                    for index in buffer.indices {
                        XCTAssertEqual(StructFields.field(index, of: stored, ifInstanceOf: point), buffer.baseAddress! + index)
                    }
                }
            }
            XCTAssertEqual(value.structFieldAddress(1, ifInstanceOf: point).map { String(describing: $0.pointee) }, String(describing: expected[1]))
        }
        for value in [Value.int(1), .enumCase(point, 0, [.int(1)]), .array([.int(1)]), .tuple(Tuple(elements: [.int(1)], labels: [nil]))] {
            withUnsafePointer(to: value) { stored in
                XCTAssertFalse(StructFields.isStruct(stored, of: point))
                XCTAssertNil(StructFields.field(0, of: stored, ifInstanceOf: point))
            }
        }
    }
}
