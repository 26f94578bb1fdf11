// Problems found before running: swift-syntax's syntax errors, unknown names with suggestions.
import XCTest
@testable import KilnScript

final class DiagnosticsTests: XCTestCase {
    private func run(_ source: String) -> RunResult {
        Interpreter().run(source: source, fileName: "lesson.swift")
    }

    func testSyntaxErrorUsesSwiftSyntaxDiagnosticWithCaret() {
        let result = run("let x = (1 + 2\nprint(x)")
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertEqual(result.output, "")
        let lines = result.renderedDiagnostics.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertTrue(lines[0].hasPrefix("lesson.swift:1:15: error: expected ')' to end tuple"), lines[0])
        XCTAssertEqual(lines[1], "let x = (1 + 2")
        XCTAssertEqual(lines[2], "              ^")
        XCTAssertTrue(result.renderedDiagnostics.contains("note: insert ')'"), result.renderedDiagnostics)
    }

    func testNothingRunsWhenThereIsASyntaxError() {
        let result = run("print(\"hi\")\nfunc (")
        XCTAssertEqual(result.output, "")
        XCTAssertEqual(result.exitStatus, 1)
    }

    func testUnknownNameSuggestsTheNearestOneBeforeRunning() {
        let result = run("let count = 3\nprint(\"start\")\nprint(cuont)")
        XCTAssertEqual(result.output, "", "the script must not start")
        XCTAssertEqual(result.diagnostics.first?.message, "cannot find 'cuont' in scope")
        XCTAssertEqual(result.diagnostics.first?.location, Location(line: 3, column: 7))
        XCTAssertTrue(result.renderedDiagnostics.contains("did you mean 'count'?"), result.renderedDiagnostics)
    }

    func testUnknownFunctionSuggestsADeclaredFunction() {
        let result = run("func greet() { print(1) }\ngreat()")
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertTrue(result.renderedDiagnostics.contains("lesson.swift:2:1: error: cannot find 'great' in scope"), result.renderedDiagnostics)
        XCTAssertTrue(result.renderedDiagnostics.contains("did you mean 'greet'?"), result.renderedDiagnostics)
    }

    /// `let item = Item()` and `var item: Item` say what the variable holds: a misspelt member is
    /// reported before anything runs, as the compiler does; standard members still work.
    func testAMisspeltMemberOfADeclaredInstanceIsFoundBeforeRunning() {
        let result = run("""
            struct Point: Hashable { var x = 0 }
            class Item { var name = "lamp" }
            print("start")
            let item = Item()
            var other: Item = Item()
            let point = Point()
            print(item.name, other.name, point.x, point.hashValue == point.hashValue)
            print(item.nmae)
            other.nmae = "desk"
            """)
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertEqual(result.output, "", "nothing runs")
        let errors = result.diagnostics.filter { $0.severity == .error }
        XCTAssertEqual(errors.map(\.message), ["value of type 'Item' has no member 'nmae'", "value of type 'Item' has no member 'nmae'"])
        XCTAssertEqual(errors.map(\.location), [Location(line: 8, column: 12), Location(line: 9, column: 7)])
        XCTAssertTrue(result.renderedDiagnostics.contains("did you mean 'name'?"), result.renderedDiagnostics)
    }

    func testUnknownMemberSuggestsTheNearestMember() {
        let result = run("let a = [1, 2]\nprint(a.cout)")
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertEqual(result.output, "", "refused before it runs")
        XCTAssertTrue(result.renderedDiagnostics.contains("lesson.swift:2:9: error: value of type '[Int]' has no member 'cout'"),
                      result.renderedDiagnostics)
        XCTAssertTrue(result.renderedDiagnostics.contains("note: did you mean 'count'?"), result.renderedDiagnostics)
    }

    func testWrongArgumentLabelsNameTheFunctionsSignature() {
        let result = run("func greet(person: String) {}\ngreet(name: \"x\")")
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertTrue(result.renderedDiagnostics.contains("greet(person:)"), result.renderedDiagnostics)
    }

    func testModuleNameFollowsTheFileName() {
        XCTAssertEqual(SourceFile.moduleName(for: "Checklist.swift"), "Checklist")
        XCTAssertEqual(SourceFile.moduleName(for: "dir/my-lesson.swift"), "main")
        XCTAssertEqual(SourceFile.moduleName(for: "1st.swift"), "main")
        let result = Interpreter().run(source: "class Item {}\nprint(Item())", fileName: "Store.swift")
        XCTAssertEqual(result.output, "Store.Item\n")
    }
}

final class MemberCheckTests: XCTestCase {
    func testMissingStaticMemberOfAScriptTypeIsReportedBeforeRunning() {
        let result = Interpreter().run(source: """
            enum Color { case red, green }
            print("start")
            let c = Color.gren
            """, fileName: "colors.swift")
        XCTAssertEqual(result.output, "")
        XCTAssertEqual(result.diagnostics.first?.message, "type 'Color' has no member 'gren'")
        XCTAssertEqual(result.diagnostics.first?.location, Location(line: 3, column: 15))
        XCTAssertTrue(result.renderedDiagnostics.contains("did you mean 'green'?"), result.renderedDiagnostics)
    }

    func testMissingMemberOnSelfIsReportedBeforeRunning() {
        let result = Interpreter().run(source: """
            class Counter {
                var count = 0
                func bump() { self.cout += 1 }
            }
            print("start")
            """, fileName: "counter.swift")
        XCTAssertEqual(result.output, "")
        XCTAssertEqual(result.diagnostics.first?.message, "value of type 'Counter' has no member 'cout'")
        XCTAssertTrue(result.renderedDiagnostics.contains("counter.swift:3:24: error:"), result.renderedDiagnostics)
        XCTAssertTrue(result.renderedDiagnostics.contains("did you mean 'count'?"), result.renderedDiagnostics)
    }
}

final class CallCheckTests: XCTestCase {
    func testWrongLabelsOnAMethodOfTheSameTypeAreReportedBeforeRunning() {
        let result = Interpreter().run(source: """
            struct Greeter {
                func greet(name: String) -> String { "hi " + name }
                func welcome() -> String { greet(nmae: "Ann") }
            }
            print("start")
            print(Greeter().welcome())
            """, fileName: "greeter.swift")
        XCTAssertEqual(result.output, "")
        // swiftc's words at swiftc's place (the call's parenthesis); the overloads there are, as notes.
        XCTAssertEqual(result.diagnostics.first?.message, "incorrect argument label in call (have 'nmae:', expected 'name:')")
        XCTAssertEqual(result.diagnostics.first?.location, Location(line: 3, column: 37))
        XCTAssertTrue(result.renderedDiagnostics.contains("there is greet(name:)"), result.renderedDiagnostics)
        XCTAssertTrue(result.renderedDiagnostics.contains("greeter.swift:3:32: note: did you mean 'greet(name:)'?"), result.renderedDiagnostics)
    }
}
