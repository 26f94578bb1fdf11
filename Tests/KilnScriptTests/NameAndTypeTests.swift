// Names and types the way a compiled Swift file has them: backticked keywords, declaration order,
// casts through Optionals, nested types, type aliases, `T.self`.
import XCTest
@testable import KilnScript

final class NameAndTypeTests: XCTestCase {
    private func run(_ source: String, fileName: String = "names.swift") -> RunResult {
        Interpreter().run(source: source, fileName: fileName)
    }

    func testBacktickedNamesKeepEveryLocationOnTheirLine() {
        // The backticks are gone once parsed, but a fault after them is still reported where it is.
        let result = run("let `default`: Int? = nil\nlet `class` = 1; let crash = `default`!")
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertEqual(result.diagnostics.last?.location, Location(line: 2, column: 39), result.renderedDiagnostics)
    }

    func testBacktickedParameterIsCalledWithItsKeywordLabel() {
        let result = run("func move(`in` place: String, `default`: Int) -> String { place + String(`default`) }\nprint(move(in: \"a\", default: 1))")
        XCTAssertEqual(result.output, "a1\n", result.renderedDiagnostics)
    }

    func testPropertyDefaultCallsAFunctionDeclaredFurtherDown() {
        let result = run("""
            class Store { var path = archivePath(); static let shared = Settings.standard }
            print(Store().path, Store.shared.limit)
            func archivePath() -> String { "Documents/items" }
            struct Settings { var limit: Int; static let standard = Settings(limit: 3) }
            """)
        XCTAssertEqual(result.output, "Documents/items 3\n", result.renderedDiagnostics)
    }

    func testMissingMemberOfATypeDeclaredLaterIsStillReportedBeforeRunning() {
        let result = run("""
            class Store { static let shared = Settings.standrd }
            print("start")
            struct Settings { static let standard = 3 }
            """)
        XCTAssertEqual(result.output, "")
        XCTAssertEqual(result.diagnostics.first?.message, "type 'Settings' has no member 'standrd'")
    }

    func testCastsLookThroughOptionals() {
        let result = run("""
            class Item {}
            let x: Any? = Item()
            let none: Item? = nil
            print(x is Item, x as? Item != nil, none is Item, (x as! Item) === (x as? Item))
            """)
        XCTAssertEqual(result.output, "true true false true\n", result.renderedDiagnostics)
    }

    func testFailedForcedCastThroughAnOptionalNamesTheWrappedType() {
        let result = run("class Item {}\nlet x: Any? = 3\nlet item = x as! Item")
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertEqual(result.diagnostics.last?.message, "Could not cast value of type 'Swift.Int' to 'Item'")
        XCTAssertEqual(result.diagnostics.last?.location, Location(line: 3, column: 14))
    }
}
