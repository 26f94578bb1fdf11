import PropertyList
import XCTest

/// The XML reader: Apple's element set, XML's text rules, and errors with a line and column.
final class XMLPropertyListReaderTests: XCTestCase {
    private func read(_ text: String) throws -> PropertyList { try PropertyList(bytes: Array(text.utf8)) }

    private func plist(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        \(body)
        </plist>
        """
    }

    private func assertError(
        _ text: String, contains message: String, line: Int, column: Int,
        file: StaticString = #filePath, lineNumber: UInt = #line
    ) {
        XCTAssertThrowsError(try read(text), file: file, line: lineNumber) { error in
            guard let error = error as? PropertyListError else { return XCTFail("\(error)", file: file, line: lineNumber) }
            XCTAssertTrue(error.message.contains(message), error.description, file: file, line: lineNumber)
            XCTAssertEqual(error.line, line, error.description, file: file, line: lineNumber)
            XCTAssertEqual(error.column, column, error.description, file: file, line: lineNumber)
            XCTAssertTrue(error.description.hasPrefix("line \(line), column \(column): "), file: file, line: lineNumber)
        }
    }

    func testAllElementKindsAndEmptyForms() throws {
        let value = try read(plist("""
            <dict>
            \t<key>s</key><string>hi</string>
            \t<key>e</key><string/>
            \t<key>i</key><integer> -42 </integer>
            \t<key>h</key><integer>0x1F</integer>
            \t<key>u</key><integer>18446744073709551615</integer>
            \t<key>r</key><real>2.5</real>
            \t<key>n</key><real>nan</real>
            \t<key>p</key><real>+infinity</real>
            \t<key>m</key><real>-infinity</real>
            \t<key>t</key><true/>
            \t<key>f</key><false></false>
            \t<key>d</key><date>2039-05-12T20:05:12Z</date>
            \t<key>b</key><data>
            \t\tAAEC
            \t\tAw==
            \t</data>
            \t<key>a</key><array/>
            \t<key>o</key><dict/>
            \t<key>x</key><dict><key>CF$UID</key><integer>7</integer></dict>
            \t<key>y</key><dict><key>CF$UID</key><string>7</string></dict>
            </dict>
            """))
        guard case .dictionary(let d) = value else { return XCTFail("\(value)") }
        XCTAssertEqual(d["s"], "hi")
        XCTAssertEqual(d["e"], "")
        XCTAssertEqual(d["i"], -42)
        XCTAssertEqual(d["h"], 31)
        XCTAssertEqual(d["u"], .unsignedInteger(.max))
        XCTAssertEqual(d["r"], 2.5)
        guard case .real(let nan) = d["n"] else { return XCTFail() }
        XCTAssertTrue(nan.isNaN)
        XCTAssertEqual(d["p"], .real(.infinity))
        XCTAssertEqual(d["m"], .real(-.infinity))
        XCTAssertEqual(d["t"], true)
        XCTAssertEqual(d["f"], false)
        XCTAssertEqual(d["d"], .date(1_210_536_312))
        XCTAssertEqual(d["b"], .data([0, 1, 2, 3]))
        XCTAssertEqual(d["a"], [])
        XCTAssertEqual(d["o"], .dictionary([:]))
        XCTAssertEqual(d["x"], .uid(7))
        XCTAssertEqual(d["y"], ["CF$UID": "7"])
        XCTAssertEqual(d.keys.first, "s")  // file order kept
    }

    func testEntitiesCharacterReferencesCDATAAndComments() throws {
        let value = try read(plist("""
            <!-- a comment -->
            <array>
            \t<string>&lt;&gt;&amp;&quot;&apos;&#65;&#x1F600;</string>
            \t<string><![CDATA[<raw> & ]]>tail<!-- gone --></string>
            \t<string>é😀</string>
            </array>
            """))
        XCTAssertEqual(value, ["<>&\"'A😀", "<raw> & tail", "é😀"])
    }

    func testBareValueWithoutPlistElement() throws {
        XCTAssertEqual(try read("<?xml version=\"1.0\"?>\n<string>x</string>\n"), "x")
    }

    func testMalformedXMLIsReportedWithLineAndColumn() {
        assertError(plist("<dict>\n\t<key>a</key>\n\tjunk<string>x</string>\n</dict>"),
                    contains: "expected a value element", line: 6, column: 2)
        assertError(plist("<dict>\n\t<string>x</string>\n</dict>"), contains: "expected <key> in <dict>, found <string>", line: 5, column: 2)
        assertError(plist("<array>\n\t<integer>12x</integer>\n</array>"),
                    contains: "<integer> \"12x\" is not an integer", line: 5, column: 2)
        assertError(plist("<string>a</strin>"), contains: "expected </string>", line: 4, column: 10)
        assertError(plist("<wat/>"), contains: "unknown element <wat>", line: 4, column: 1)
        assertError(plist("<string>&bogus;</string>"), contains: "unknown entity &bogus;", line: 4, column: 9)
        assertError(plist("<date>yesterday</date>"), contains: "is not of the form", line: 4, column: 1)
        assertError(plist("<data>!!!!</data>"), contains: "not valid base64", line: 4, column: 7)
        assertError(plist("<dict><key>a</key></dict>"), contains: "key \"a\" has no value", line: 4, column: 19)
        assertError("<plist><string>x</string></plist><extra/>", contains: "unexpected content", line: 1, column: 34)
        assertError("<plist><array>", contains: "unexpected end of file", line: 1, column: 15)
        assertError("", contains: "the file is empty", line: 1, column: 1)
        assertError(plist("<dict><key>CF$UID</key><integer>4294967296</integer></dict>"),
                    contains: "CF$UID out of range", line: 4, column: 1)
    }

    func testBrokenFixtureNamesItsLine() throws {
        let bytes = try Fixtures.bytes("_malformed/nskeyedarchiver-go/broken_plist.xml")
        XCTAssertThrowsError(try PropertyList(bytes: bytes)) { error in
            let error = error as? PropertyListError
            // The file starts mid-declaration: `="1.0" encoding=…`.
            XCTAssertEqual(error?.line, 1, "\(String(describing: error))")
            XCTAssertEqual(error?.column, 1, "\(String(describing: error))")
            XCTAssertEqual(error?.message, "expected an element, found \"=\"")
        }
    }

    func testNestingDeeperThanTheLimitIsRefused() {
        let depth = 600
        let text = plist(String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth))
        XCTAssertThrowsError(try read(text)) { error in
            XCTAssertTrue((error as? PropertyListError)?.message.contains("nested more than 512") == true, "\(error)")
        }
    }

    func testTruncatedXMLNeverTraps() throws {
        let whole = try Fixtures.bytes("NSKeyedUnarchiver-php/scalarTypes.xml.plist")
        for length in 0..<whole.count - 1 {
            XCTAssertThrowsError(try PropertyList(bytes: Array(whole.prefix(length))), "length \(length)") { error in
                XCTAssertNotNil((error as? PropertyListError)?.line, "length \(length)")
            }
        }
    }

    func testFormatSniffing() {
        XCTAssertEqual(PropertyList.format(of: Array("bplist00".utf8)), .binary)
        XCTAssertEqual(PropertyList.format(of: Array("\u{FEFF}  <?xml".utf8)), .xml)
        XCTAssertNil(PropertyList.format(of: Array("{}".utf8)))
        XCTAssertNil(PropertyList.format(of: []))
    }
}
