// The byte scans that spare a parse-sized walk at start-up must agree with Swift's lexing.
import XCTest
@testable import KilnScript

final class SourceScanTests: XCTestCase {
    func testBackticksInCommentsAndStringsAreNotNames() {
        let quiet = [
            "// the `default` case\nlet x = 1",
            "/* a `class` /* nested `let` */ still comment */ let y = 2",
            #"let s = "a `quoted` word""#,
            #"let s = "escaped \" quote `still` in the string""#,
            "let s = \"\"\"\n  a \"line\" with `ticks`\n  \"\"\"\nlet t = 1",
            #"let s = "value \(x + 1) then `ticks`""#,
            #"let s = "a \(f("inner `tick` string")) b""#,
        ]
        for source in quiet {
            XCTAssertFalse(SourceFile.hasBacktickInCode(source), source)
        }
    }

    func testBackticksInCodeAreFound() {
        let named = [
            "let `default` = 1",
            "let x = 1 // comment\nlet `class` = 2",
            #"let s = "\(`default`)""#,
            #"let s = "a \(x) b \(`let`) c""#,
            "let s = \"\"\"\n  text\n  \"\"\"\nlet `var` = 3",
            "/* comment */ let `in` = 4",
        ]
        for source in named {
            XCTAssertTrue(SourceFile.hasBacktickInCode(source), source)
        }
    }

    /// The word count bounds the names a file can declare at top level.
    func testWordCountBoundsTheTopLevelNames() {
        let source = SourceFile(text: "let a = 1, b = 2\nvar c = a + b\ndo { try f() } catch { print(error) }", fileName: "t.swift")
        XCTAssertGreaterThanOrEqual(source.wordCount, 4)
        XCTAssertEqual(SourceFile(text: "", fileName: "t.swift").wordCount, 0)
    }
}
