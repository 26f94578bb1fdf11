import Foundation
import PropertyList
import XCTest

/// Property lists written and read by swift-corelibs-foundation's `PropertyListSerialization`
/// (CoreFoundation's own reader and writer) in the test run, against Kiln's.
final class FoundationInteropTests: XCTestCase {
    /// Values both sides model alike: no UIDs, float32 or 16-byte integers, whole-second dates.
    private let sample: PropertyList = [
        "ascii": "Milk", "unicode": "Grüße 😀 日本", "empty": "",
        "small": 7, "byte": 255, "short": 65_535, "int": .integer(1 << 40), "negative": -12, "min": .integer(.min),
        "real": 3.14, "whole": 2.0, "tiny": .real(1e-300),
        "yes": true, "no": false,
        "date": .date(1_210_536_312), "old": .date(-13_197_600_000),
        "data": .data(Array(0..<200)), "noData": .data([]),
        "list": .array((0..<40).map { .string("item \($0 % 13)") }),
        "nested": ["a": [1, [2, [3, [:]]]], "b": []],
        "keys": .dictionary(PropertyListDictionary((0..<30).map { ("k\($0)", PropertyList.integer(Int64($0))) })),
    ]

    private func foundationObject(_ value: PropertyList) -> Any {
        switch value {
        case .string(let string): return string
        case .integer(let integer): return NSNumber(value: integer)
        case .real(let real): return NSNumber(value: real)
        case .bool(let bool): return NSNumber(value: bool)
        case .date(let seconds): return Date(timeIntervalSinceReferenceDate: seconds)
        case .data(let bytes): return Data(bytes)
        case .array(let elements): return elements.map(foundationObject)
        case .dictionary(let dictionary):
            return Dictionary(uniqueKeysWithValues: dictionary.entries.map { ($0, foundationObject($1)) })
        case .unsignedInteger, .float32, .uid: return NSNull()  // not in the sample
        }
    }

    func testKilnReadsWhatFoundationWrites() throws {
        let object = foundationObject(sample)
        for format in [PropertyListSerialization.PropertyListFormat.binary, .xml] {
            let data = try PropertyListSerialization.data(fromPropertyList: object, format: format, options: 0)
            XCTAssertEqual(try PropertyList(bytes: Array(data)), sample, "\(format)")
            XCTAssertEqual(PropertyList.format(of: Array(data)), format == .binary ? .binary : .xml)
        }
    }

    func testFoundationReadsWhatKilnWritesBackToTheSameValue() throws {
        for format in PropertyListFormat.allCases {
            let written = Data(sample.encoded(as: format))
            var detected = PropertyListSerialization.PropertyListFormat.openStep
            let object = try PropertyListSerialization.propertyList(from: written, options: [], format: &detected)
            XCTAssertEqual(detected, format == .binary ? .binary : .xml)
            // Foundation's reading, written again by Foundation, reads in Kiln as the sample.
            let rewritten = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
            XCTAssertEqual(try PropertyList(bytes: Array(rewritten)), sample, "\(format)")
        }
    }

    /// CoreFoundation's XML writer is the one Apple ships; Kiln's output is byte-identical to it.
    func testKilnXMLIsByteIdenticalToFoundations() throws {
        let data = try PropertyListSerialization.data(fromPropertyList: foundationObject(sample), format: .xml, options: 0)
        XCTAssertEqual(String(decoding: sample.encoded(as: .xml), as: UTF8.self), String(decoding: data, as: UTF8.self))
    }
}
