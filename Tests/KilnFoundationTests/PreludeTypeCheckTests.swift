// The prelude is Kiln's own Swift: the type checker must find nothing wrong in it. A script never
// hears of the prelude's mistakes (its lines are only read for their declarations), so they are
// caught here.
import Testing
@testable import KilnFoundation
@testable import KilnScript

@Suite struct PreludeTypeCheckTests {
    @Test func theWholePreludeChecksClean() {
        let source = SourceFile(text: Prelude.source, fileName: "<Kiln Foundation>")
        let checker = TypeChecker(source: source, table: TypeTable(), libraryLineCount: 0)
        checker.checkProgram()
        #expect(checker.diagnostics.map { $0.rendered(source: Prelude.source) } == [])
    }

    @Test func thePreludesDeclarationsAreRead() {
        let source = SourceFile(text: Prelude.source + "\nlet x = 1\n", fileName: "main.swift")
        let table = TypeTable()
        TypeChecker(source: source, table: table, libraryLineCount: source.text.split(separator: "\n").count - 1).checkProgram()
        let decode = table.types["NSCoder"]?.methods["decodeObject"]?.first { $0.labels == ["forKey"] }
        #expect(decode?.result == .optional(.any))
        #expect(table.types["NSKeyedArchiver"]?.superclass == "NSCoder")
        #expect(table.types["URL"]?.kind == .structure)
        #expect(table.types["FileManager"]?.methods["removeItem"]?.allSatisfy(\.throwing) == true)
    }

    @Test func aREPLChunkIsCheckedAgainstThePreludesDeclarations() throws {
        let repl = try FoundationSession().makeREPL()
        #expect(repl.evaluate("let defaults = UserDefaults.standard").exitStatus == 0)
        let refused = repl.evaluate("let name: String = defaults.string(forKey: \"name\")")
        #expect(refused.exitStatus == 1)
        #expect(refused.diagnostics.first?.message == "value of optional type 'String?' must be unwrapped to a value of type 'String'")
        #expect(refused.diagnostics.first?.location == Location(line: 2, column: 29))
        #expect(repl.evaluate("let name: String = defaults.string(forKey: \"name\") ?? \"none\"\nprint(name)").output == "none\n")
        // A fix-it's edit is at the chunk's line, as the error is.
        let cast = repl.evaluate("var title = \"\"\ntitle = defaults.object(forKey: \"title\")")
        #expect(cast.diagnostics.first?.location == Location(line: 6, column: 18))
        #expect(cast.diagnostics.first?.fixIts.first?.edits.map(\.start) == [Location(line: 6, column: 41)])
        #expect(cast.renderedDiagnostics.contains("repl.swift:6:18: note: insert ' as! String'"))
    }
}
