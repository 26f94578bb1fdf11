import Foundation
import PropertyList
import XCTest

/// Writers walk values with explicit stacks: a deeply nested value is written on a thread with a
/// small stack, and the readers refuse it by their depth limit rather than recursing into it.
final class DeepValueTests: XCTestCase {
    func testDeeplyNestedValuesAreWrittenWithoutRecursionAndRefusedOnRead() throws {
        let depth = 2_000
        let deep = (0..<depth).reduce(PropertyList.array([1])) { inner, level in
            level.isMultiple(of: 2) ? .array([inner]) : .dictionary(["k": inner])
        }
        final class Results: @unchecked Sendable { var binary: [UInt8] = []; var xml: [UInt8] = [] }
        let results = Results()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            results.binary = deep.encoded(as: .binary)
            results.xml = deep.encoded(as: .xml)
            done.signal()
        }
        thread.stackSize = 128 * 1024
        thread.start()
        done.wait()

        let plist = try BinaryPropertyList(bytes: results.binary)
        XCTAssertEqual(plist.objectCount, depth + 2 + 1)  // containers, the 1, and the one key "k"
        XCTAssertThrowsError(try plist.value(of: plist.topObject)) { error in
            XCTAssertTrue((error as? PropertyListError)?.message.contains("nested more than") == true, "\(error)")
        }
        XCTAssertTrue(results.xml.count > depth * depth / 2, "every level indented")
        XCTAssertThrowsError(try PropertyList(bytes: results.xml)) { error in
            XCTAssertTrue((error as? PropertyListError)?.message.contains("nested more than") == true, "\(error)")
        }
    }
}
