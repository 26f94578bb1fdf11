// Declarations an embedder gives the type checker for what it registers natively: Swift text
// (`func NSHomeDirectory() -> String`, `class FileManager: NSObject {}`), one declaration a line,
// kept once per process and read into each checker's table before the program's own declarations
// (`Interpreter.Options.declarations`). Types are read into every table; a function's line is
// parsed only when a checker first asks for its name (`TypeTable.functions(named:)`): the
// checker never looks into the library's bodies, so most primitives are never asked for, and
// parsing the whole table was a visible part of every start-up.
import SwiftParser
import SwiftSyntax

public final class LibraryDeclarations: @unchecked Sendable {
    /// The lines that are not one-line functions (types, extensions), parsed when first read.
    private let otherText: String
    /// One-line `func name(…)` declarations by name.
    private let functionLines: [String: [String]]
    /// Parsed lines, by name (guarded by `lock`: one table may serve checkers on several threads).
    private var parsedOther: (items: [CodeBlockItemSyntax], converter: SourceLocationConverter)?
    private var parsedFunctions: [String: (items: [CodeBlockItemSyntax], converter: SourceLocationConverter)] = [:]
    private let lock = Lock()

    public init(_ text: String) {
        var functions: [String: [String]] = [:]
        var other: [Substring] = []
        for line in text.split(separator: "\n") {
            if let name = LibraryDeclarations.functionName(line) { functions[name, default: []].append(String(line)) } else { other.append(line) }
        }
        functionLines = functions
        otherText = other.joined(separator: "\n") + "\n"
    }

    /// `name` of a line `func name(…` (`func ==(…` too); nil for any other line.
    private static func functionName(_ line: Substring) -> String? {
        guard line.hasPrefix("func ") else { return nil }
        let name = line.dropFirst("func ".count).prefix { $0 != "(" && $0 != "<" && $0 != " " }
        return name.isEmpty ? nil : String(name)
    }

    private func parsed(_ text: String) -> (items: [CodeBlockItemSyntax], converter: SourceLocationConverter) {
        let tree = Parser.parse(source: text)
        return (Array(tree.statements), SourceLocationConverter(fileName: "<native>", tree: tree))
    }

    /// Reads the types into `table` (all of them library, never checked) and leaves the functions
    /// to be read when asked for.
    func read(into table: TypeTable) {
        let other = lock.withLock {
            if parsedOther == nil { parsedOther = parsed(otherText) }
            return parsedOther!
        }
        DeclarationReader(table: table, libraryLineCount: Int.max, converter: other.converter).read(other.items)
        table.library = self
    }

    /// The signatures of the library's functions named `name`, read against `table`'s types.
    func functions(named name: String, in table: TypeTable) -> [FunctionSignature] {
        guard let lines = functionLines[name] else { return [] }
        let declarations = lock.withLock {
            if let known = parsedFunctions[name] { return known }
            let parsedLines = parsed(lines.joined(separator: "\n") + "\n")
            parsedFunctions[name] = parsedLines
            return parsedLines
        }
        let reader = DeclarationReader(table: table, libraryLineCount: Int.max, converter: declarations.converter)
        return declarations.items.compactMap { $0.item.as(FunctionDeclSyntax.self).map(reader.signature) }
    }
}
