// The one JSON reader in its two dialects, and the writer's layout.
import JSON
import XCTest

final class JSONReaderTests: XCTestCase {
    private func python(_ text: String) throws -> JSONValue { try JSONReader.parse(Array(text.utf8), options: .python) }
    private func foundation(_ text: String) throws -> JSONValue { try JSONReader.parse(Array(text.utf8), options: .foundation) }

    func testTheDialectsDifferWhereTheirLanguagesDo() throws {
        XCTAssertEqual(try python("[NaN, Infinity, -Infinity]").serialized(), "[NaN, Infinity, -Infinity]")
        XCTAssertThrowsError(try foundation("[NaN]")) { XCTAssertEqual("\($0)", "1:2: unexpected character 'N'") }
        XCTAssertEqual(try foundation("[1, 2,]"), .array([.integer(1), .integer(2)]))
        XCTAssertThrowsError(try python("[1, 2,]")) { XCTAssertEqual("\($0)", "1:7: unexpected character ']'") }
        XCTAssertEqual(try python("-0"), .integer(0))
        guard case .real(let zero) = try foundation("-0") else { return XCTFail("-0 is a real for JSONDecoder") }
        XCTAssertEqual(zero.sign, .minus)
        XCTAssertThrowsError(try JSONReader.parse([0x22, 0xFF, 0x22], options: .foundation)) { XCTAssertEqual("\($0)", "1:2: invalid UTF-8") }
    }

    func testNumbersKeepTheirKind() throws {
        XCTAssertEqual(try python("[1, 1.0, 1e2, 9223372036854775807, 18446744073709551615, 18446744073709551616, -12]"),
                       .array([.integer(1), .real(1), .real(100), .integer(.max), .unsignedInteger(.max), .real(18446744073709551616), .integer(-12)]))
        XCTAssertThrowsError(try python("01")) { XCTAssertEqual("\($0)", "1:3: a number with a leading zero") }
        XCTAssertThrowsError(try python("1.")) { XCTAssertEqual("\($0)", "1:3: invalid number") }
    }

    func testARepeatedKeyKeepsItsFirstPlaceInPythonsDialectAndEveryMemberInFoundations() throws {
        // Large enough for the reader's index of keys, with the repeat far from the first.
        var members = (0..<40).map { "\"k\($0)\": \($0)" }
        members.append("\"k3\": \"again\"")
        let text = "{" + members.joined(separator: ", ") + "}"
        guard case .object(let merged) = try python(text) else { return XCTFail() }
        XCTAssertEqual(merged.count, 40)
        XCTAssertEqual(merged[3].key, "k3")
        XCTAssertEqual(merged[3].value, .string("again"))
        guard case .object(let kept) = try foundation(text) else { return XCTFail() }
        XCTAssertEqual(kept.count, 41)
        XCTAssertEqual(kept.last?.value, .string("again"))
    }

    func testStringsWithAndWithoutEscapes() throws {
        XCTAssertEqual(try python(#"["plain é", "a\"b\\c\/d\n\u00e9\ud83d\ude00"]"#),
                       .array([.string("plain é"), .string("a\"b\\c/d\né😀")]))
        XCTAssertThrowsError(try python("\"a\u{01}\"")) { XCTAssertEqual("\($0)", "1:4: unescaped control character in a string") }
        XCTAssertThrowsError(try python(#""\ud83d x""#)) { XCTAssertEqual("\($0)", "1:8: a lone surrogate in a \\u escape") }
    }

    func testLongStringsThatShareACacheSlotStayApart() throws {
        // Same length, same first, middle and last bytes: the reader's cache of long strings puts
        // them in one slot, and must give each its own text (and repeats the same text).
        let texts = ["alpha-0000000000-omega", "alpha-1111101111-omega", "alpha-0000000000-omega", "alpha-2222202222-omega"]
        let parsed = try python("[" + texts.map { "\"\($0)\"" }.joined(separator: ", ") + ", \"caf\u{E9} au lait, s'il vous pla\u{EE}t\"]")
        XCTAssertEqual(parsed, .array(texts.map { .string($0) } + [.string("café au lait, s'il vous plaît")]))
        // Invalid UTF-8 in a long string is repaired, never mistaken for the valid text of the same length.
        let bytes = Array("[\"abcdefghijklmnopq\", \"".utf8) + [0xFF] + Array("bcdefghijklmnopq\"]".utf8)
        XCTAssertEqual(try JSONReader.parse(bytes, options: .python),
                       .array([.string("abcdefghijklmnopq"), .string("\u{FFFD}bcdefghijklmnopq")]))
    }

    func testObjectsCompareAsPythonDictsWhateverTheirSize() throws {
        let forward = JSONValue.object((0..<30).map { ("k\($0)", .integer(Int64($0))) })
        let backward = JSONValue.object((0..<30).reversed().map { ("k\($0)", .integer(Int64($0))) })
        XCTAssertEqual(forward, backward)
        XCTAssertNotEqual(forward, JSONValue.object((0..<30).map { ("k\($0)", .integer(Int64($0 == 7 ? 8 : $0))) }))
    }

    func testTheWriterEscapesAndIndents() throws {
        var output = JSONOutput()
        output.appendString("a/b\"\u{1}", escapingSlashes: true)
        XCTAssertEqual(output.text, #""a\/b\"\u0001""#)
        let value = try python(#"{"b": [1, -2, 3.5], "a": {"z": null}}"#)
        XCTAssertEqual(value.serialized(), #"{"a": {"z": null}, "b": [1, -2, 3.5]}"#)
        XCTAssertEqual(value.serialized(sortKeys: false, indent: 2), "{\n  \"b\": [\n    1,\n    -2,\n    3.5\n  ],\n  \"a\": {\n    \"z\": null\n  }\n}")
    }
}
