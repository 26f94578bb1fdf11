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
    func testUniqueFieldChangesOnlyItsOwnCopy() {
        let point = TypeInfo(name: "Point", kind: .structure, module: "main")
        let other = TypeInfo(name: "Other", kind: .structure, module: "main")
        let original = Value.structValue(point, [.int(1), .string("two")])
        var copy = original  // shares the fields array, as `var copy = player` does
        withUnsafeMutablePointer(to: &copy) { stored in
            XCTAssertNil(StructFields.uniqueField(0, of: stored, ifInstanceOf: other))
            guard let field = StructFields.uniqueField(1, of: stored, ifInstanceOf: point) else { return XCTFail("no field") }
            field.pointee = .string("changed")
            // The fields are the copy's own now: a second look finds the same storage.
            XCTAssertEqual(StructFields.uniqueField(1, of: stored, ifInstanceOf: point), field)
        }
        guard case .structValue(_, let changed) = copy, case .structValue(_, let kept) = original else { return XCTFail("not structs") }
        XCTAssertEqual(String(describing: changed[1]), String(describing: Value.string("changed")))
        XCTAssertEqual(String(describing: kept[1]), String(describing: Value.string("two")))
        var alone = Value.structValue(point, [.int(5)])
        let result = StructFields.withUniqueField(0, of: &alone, ifInstanceOf: point) { field -> Value in
            field = .int(6)
            return .bool(true)
        }
        XCTAssertEqual(result.map { String(describing: $0) }, String(describing: Value.bool(true)))
        guard case .structValue(_, let fields) = alone else { return XCTFail("not a struct") }
        XCTAssertEqual(String(describing: fields[0]), String(describing: Value.int(6)))
        XCTAssertNil(StructFields.withUniqueField(0, of: &alone, ifInstanceOf: other) { _ in .void })
    }
}
