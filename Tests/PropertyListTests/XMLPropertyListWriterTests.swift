import Foundation
import PropertyList
import XCTest

/// The XML writer, byte for byte as CoreFoundation writes.
final class XMLPropertyListWriterTests: XCTestCase {
    private func xml(_ value: PropertyList) -> String { String(decoding: value.encoded(as: .xml), as: UTF8.self) }

    private let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">

        """

    func testDocumentShapeKeyOrderAndEscaping() {
        let value: PropertyList = ["b": [1, 2.5, true], "a": "<&>\"'", "B": [:], "é": [], "Z": .uid(3)]
        XCTAssertEqual(xml(value), header + """
            <dict>
            \t<key>B</key>
            \t<dict/>
            \t<key>Z</key>
            \t<dict>
            \t\t<key>CF$UID</key>
            \t\t<integer>3</integer>
            \t</dict>
            \t<key>a</key>
            \t<string>&lt;&amp;&gt;"'</string>
            \t<key>b</key>
            \t<array>
            \t\t<integer>1</integer>
            \t\t<real>2.5</real>
            \t\t<true/>
            \t</array>
            \t<key>é</key>
            \t<array/>
            </dict>
            </plist>

            """)
    }

    func testKeysSortByUTF16CodeUnitsNotScalars() {
        // U+FF61 sorts after U+1F600 by scalar but before it by UTF-16 (0xD83D < 0xFF61).
        let value: PropertyList = ["\u{FF61}": 1, "😀": 2]
        let text = xml(value)
        let emoji = text.range(of: "😀")
        let halfwidth = text.range(of: "\u{FF61}")
        XCTAssertNotNil(emoji)
        XCTAssertNotNil(halfwidth)
        if let emoji, let halfwidth { XCTAssertLessThan(emoji.lowerBound, halfwidth.lowerBound) }
    }

    func testRealsAsPercentPoint17G() {
        let cases: [(PropertyList, String)] = [
            (.real(3.14), "3.1400000000000001"), (.real(1), "1"), (.real(1_210_536_312), "1210536312"),
            (.real(0), "0.0"), (.real(-0.0), "0.0"), (.real(.nan), "nan"), (.real(.infinity), "+infinity"),
            (.real(-.infinity), "-infinity"), (.real(1e300), "1.0000000000000001e+300"), (.float32(0.1), "0.10000000149011612"),
            (.integer(-5), "-5"), (.unsignedInteger(.max), "18446744073709551615"),
        ]
        for (value, text) in cases {
            let written = xml([value])
            XCTAssertTrue(written.contains(">\(text)</"), "\(value): \(written)")
        }
    }

    func testDatesAsUTCWholeSeconds() {
        XCTAssertTrue(xml(.date(0)).contains("<date>2001-01-01T00:00:00Z</date>"))
        XCTAssertTrue(xml(.date(1_210_536_312.9)).contains("<date>2039-05-12T20:05:12Z</date>"))
        XCTAssertTrue(xml(.date(-13_197_600_000)).contains("<date>1582-10-15T00:00:00Z</date>"))
        XCTAssertTrue(xml(.date(-0.5)).contains("<date>2000-12-31T23:59:59Z</date>"))
    }

    /// A binary plist can hold any date; years beyond 0000–9999 are written in ISO 8601's expanded
    /// form and read back (the bplist fuzzer found a year-285200647 date whose XML did not read).
    func testDatesOutsideFourDigitYearsReadBack() throws {
        let cases: [(Double, String)] = [
            (9e15, "<date>285200647-"), (-9e15, "<date>-285196646-06-10T"), (-63_745_056_000, "<date>-0019-"),
            (-63_113_904_000, "<date>0001-01-01T00:00:00Z</date>"), (300_000_000_000, "<date>11507-"),
        ]
        for (seconds, text) in cases {
            let written = xml(.date(seconds))
            XCTAssertTrue(written.contains(text), "\(seconds): \(written)")
            XCTAssertEqual(try PropertyList(bytes: Array(written.utf8)), .date(seconds), "\(seconds)")
        }
        // Beyond what the writer can express, a date clamps when written and is refused when read.
        XCTAssertEqual(try PropertyList(bytes: Array(xml(.date(1e300)).utf8)), .date(9e15))
        let tooFar = Array(xml(.date(0)).replacingOccurrences(of: "2001-01-01", with: "999999999-01-01").utf8)
        XCTAssertThrowsError(try PropertyList(bytes: tooFar))
    }

    func testDataWrapsAtCoreFoundationsWidthForTheIndent() {
        let data = (0..<200).map { UInt8(truncatingIfNeeded: $0 * 7) }
        let top = xml(.data(data)).split(separator: "\n")
        // Indent 0: 76 characters a line; the first line is the first 57 bytes.
        XCTAssertEqual(top[4], Substring(Self.base64(Array(data.prefix(57)))))
        let nested = xml([[.data(data)]]).split(separator: "\n")
        // Indent 2: flushed at 76 - 16 = 60 characters, each line tab-indented.
        XCTAssertEqual(nested[6], Substring("\t\t" + Self.base64(Array(data.prefix(45)))))
    }

    private static func base64(_ bytes: [UInt8]) -> String { Data(bytes).base64EncodedString() }

    /// Long data at many depths, non-ASCII, all kinds: the Python re-emitter agrees byte for byte.
    func testOutputMatchesTheAppleXMLWriterToolForEdgeValues() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var deep: PropertyList = .data((0..<301).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        var values: [PropertyList] = []
        for _ in 0..<11 {
            values.append(deep)
            deep = ["k": deep, "data": .data([1, 2, 3, 4])]
        }
        values.append([
            "é😀 <&>": ["x", .integer(.min), .integer(.max), .real(-1.5e-300), .real(.nan), .float32(3.5), [:], [], ""],
            "CF$UID": 5, "z": .data([]), "y": .data([0xFF]), "x": .data([0xFF, 0xEE]),
        ])
        var urls: [URL] = []
        for (index, value) in values.enumerated() {
            let url = directory.appendingPathComponent("\(index).plist")
            try Data(value.encoded(as: .xml)).write(to: url)
            urls.append(url)
        }
        let output = try Fixtures.runTool("apple_xml_writer.py", on: urls)
        XCTAssertEqual(output.split(separator: "\n").filter { $0.hasPrefix("SAME") }.count, urls.count, output)
    }
}
