// The type-checking stage as a whole: every error of a file at once, notes as swiftc gives them,
// the library's lines never blamed, the REPL's chunks checked against what earlier ones declared.
// (Each family of mistakes is pinned by a program in Refused/, against swiftc: SwiftcProgramTests.)
import Testing
@testable import KilnScript

@Suite struct TypeCheckTests {
    private func errors(_ source: String, libraryLineCount: Int = 0) -> [Diagnostic] {
        var options = Interpreter.Options()
        options.libraryLineCount = libraryLineCount
        return Interpreter(options: options).run(source: source, fileName: "main.swift").diagnostics.filter { $0.severity == .error }
    }

    @Test func everyIndependentErrorOfAFileIsReportedTopLevelCodeFirst() {
        let found = errors("""
            func label(_ n: Int) -> String { return n }
            let a: Int = "one"
            var b = 2
            b = "two"
            print(a, b, label(3))
            """)
        #expect(found.map { "\($0.location!.line):\($0.location!.column) \($0.message)" } == [
            "2:14 cannot convert value of type 'String' to specified type 'Int'",
            "4:5 cannot assign value of type 'String' to type 'Int'",
            "1:41 cannot convert return expression of type 'Int' to return type 'String'",
        ])
    }

    @Test func aRefusedProgramPrintsNothing() {
        let result = Interpreter().run(source: "print(\"before\")\nlet n: Int = \"x\"", fileName: "main.swift")
        #expect(result.output == "")
        #expect(result.exitStatus == 1)
    }

    @Test func notesSayHowToUnwrapAndWhichCasesAreMissing() {
        let unwrap = errors("let s: String? = \"a\"\nprint(s.count)")
        #expect(unwrap.first?.notes.map(\.rendered) == [
            "main.swift:2:7: note: chain the optional using '?' to access member 'count' only for non-'nil' base values",
            "main.swift:2:7: note: force-unwrap using '!' to abort execution if the optional value contains 'nil'",
        ])
        let cases = errors("enum E { case a, b(Int), c }\nlet e = E.a\nswitch e {\ncase .a: print(1)\n}")
        #expect(cases.first?.message == "switch must be exhaustive")
        #expect(cases.first?.notes.map(\.rendered) == ["main.swift:3:1: note: add missing case: '.b(_)'", "main.swift:3:1: note: add missing case: '.c'",
                                       "main.swift:3:1: note: add missing cases"])
    }

    @Test func aValueDecodedAsAnyIsOfferedTheCast() {
        let found = errors("let decoded: Any? = \"Ann\"\nvar name = \"\"\nname = decoded\nprint(name)")
        #expect(found.first?.message == "cannot assign value of type 'Any?' to type 'String'")
        // The cast goes after the value, at the end of `decoded` (line 3, columns 8-14).
        #expect(found.first?.fixIts == [Diagnostic.FixIt(phrase: "insert ' as! String'", edits: [
            .init(start: Location(line: 3, column: 15), end: Location(line: 3, column: 15), replacement: " as! String"),
        ])])
    }

    @Test func theCompilersWordsOnARefusedLineBecomeNotes() {
        let found = errors("func greet(person: String) {}\ngreet(name: \"x\")")
        #expect(found.count == 1)
        #expect(found.first?.message == "incorrect argument label in call (have 'name:', expected 'person:')")
        #expect(found.first?.notes.contains { $0.rendered.contains("no 'greet' takes the arguments 'greet(name:)'; there is greet(person:)") } == true)
    }

    @Test func theLibrarysLinesAreReadButNeverBlamed() {
        // A library line swiftc would refuse: not the script's mistake.
        let library = "func libraryName() -> String { return 1 }\n"
        #expect(errors(library + "let n: String = libraryName()\nprint(n)", libraryLineCount: 1).isEmpty)
        // Its declarations' types still judge the script.
        let found = errors(library + "let n: Int = libraryName()", libraryLineCount: 1)
        #expect(found.map(\.message) == ["cannot convert value of type 'String' to specified type 'Int'"])
        #expect(found.first?.location == Location(line: 2, column: 14))
    }

    @Test func whatTheCheckerDoesNotKnowItDoesNotJudge() {
        // A closure's result, a generic's, an unknown type's: all pass.
        #expect(errors("""
            func first<T>(_ items: [T]) -> T? { items.first }
            let n: Int = first([1]) ?? 0
            let made: Int = { 3 }()
            let mapped: [String] = [1, 2].map { String($0) }
            print(n, made, mapped)
            """).isEmpty)
    }

    @Test func aSessionChecksEachChunkAgainstWhatEarlierChunksDeclared() {
        let session = Interpreter().makeSession()
        #expect(session.evaluate("var count = 1\nstruct Item { var name: String }").exitStatus == 0)
        let refused = session.evaluate("count = \"two\"")
        #expect(refused.exitStatus == 1)
        #expect(refused.diagnostics.first?.message == "cannot assign value of type 'String' to type 'Int'")
        let member = session.evaluate("let item = Item(name: 3)")
        #expect(member.diagnostics.first?.message == "cannot convert value of type 'Int' to expected argument type 'String'")
        // The refused chunks changed nothing.
        #expect(session.evaluate("count += 1\nprint(count)").output == "2\n")
    }
}
