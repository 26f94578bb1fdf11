// Declarations an embedder gives the type checker for what it registers natively: Swift text
// (`func NSHomeDirectory() -> String`, `class FileManager: NSObject {}`), parsed once when made
// (keep one per process), read into each checker's table before the program's own declarations
// (`Interpreter.Options.declarations`).
import SwiftParser
import SwiftSyntax

public final class LibraryDeclarations: @unchecked Sendable {
    private let items: [CodeBlockItemSyntax]
    private let converter: SourceLocationConverter

    public init(_ text: String) {
        let tree = Parser.parse(source: text)
        items = Array(tree.statements)
        converter = SourceLocationConverter(fileName: "<native>", tree: tree)
    }

    /// Reads the declarations into `table`: all of them library, never checked.
    func read(into table: TypeTable) {
        DeclarationReader(table: table, libraryLineCount: Int.max, converter: converter).read(items)
    }
}
