import PropertyList
import XCTest

/// The dictionary model: key order kept, lookups by key at every size, order-free equality.
final class PropertyListDictionaryTests: XCTestCase {
    func testKeysKeepInsertionOrderAndARepeatedKeyKeepsItsPlace() {
        var dictionary: PropertyListDictionary = ["b": 1, "a": 2]
        dictionary["c"] = 3
        dictionary["b"] = 4
        XCTAssertEqual(dictionary.keys, ["b", "a", "c"])
        XCTAssertEqual(dictionary.values, [4, 2, 3])
        XCTAssertEqual(PropertyListDictionary([("x", 1), ("y", 2), ("x", 3)]).keys, ["x", "y"])
        XCTAssertEqual(PropertyListDictionary([("x", 1), ("y", 2), ("x", 3)])["x"], 3)
    }

    /// Small dictionaries search linearly, large ones through an index; both must agree.
    func testLookupsAndRemovalsAcrossTheIndexThreshold() {
        var dictionary = PropertyListDictionary()
        for i in 0..<40 {
            dictionary["key\(i)"] = .integer(Int64(i))
            for j in 0...i { XCTAssertEqual(dictionary["key\(j)"], .integer(Int64(j)), "size \(i + 1), key\(j)") }
            XCTAssertNil(dictionary["key\(i + 1)"])
        }
        for i in stride(from: 39, through: 0, by: -2) {
            dictionary["key\(i)"] = nil
            XCTAssertNil(dictionary["key\(i)"])
            XCTAssertEqual(dictionary.position(of: "key\(i - 1)"), dictionary.keys.firstIndex(of: "key\(i - 1)"))
        }
        XCTAssertEqual(dictionary.count, 20)
        XCTAssertEqual(dictionary.keys.first, "key0")
        for i in stride(from: 0, to: 40, by: 2) { XCTAssertEqual(dictionary["key\(i)"], .integer(Int64(i))) }
    }

    func testEqualityIgnoresOrderButNotValues() {
        let ab: PropertyListDictionary = ["a": 1, "b": 2]
        XCTAssertEqual(ab, ["b": 2, "a": 1])
        XCTAssertNotEqual(ab, ["a": 1, "b": 3])
        XCTAssertNotEqual(ab, ["a": 1])
        XCTAssertNotEqual(PropertyList.integer(1), .unsignedInteger(1))
        XCTAssertNotEqual(PropertyList.real(1), .float32(1))
    }
}
