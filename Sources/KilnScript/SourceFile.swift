// The front end: swift-syntax parses the script; its own diagnostics report syntax errors.
import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// A parsed script.
struct SourceFile {
    let fileName: String
    let text: String
    /// The text the tree was parsed from, to which its positions point: `text` with the library's
    /// function bodies cut out (`LazyBodies`) and inactive `#if` branches resolved.
    let parsedText: String
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter
    /// Added to every line: a session gives each chunk lines of its own (`Interpreter.Session`).
    let lineOffset: Int

    /// The library's function bodies, parsed when first compiled (`LazyBodies`).
    let lazyBodies: LazyBodies?
    /// The names of the types declared `actor` (the tree reads them as classes): the checker
    /// refuses their isolated members used from outside without `await` (TypeCheckActors.swift).
    let actorNames: Set<String>

    /// `lazyBodiesThroughLine`: the library's lines, whose function bodies are parsed only when
    /// the compiler first compiles them.
    init(text: String, fileName: String, firstLine: Int = 1, lazyBodiesThroughLine: Int = 0) {
        self.fileName = fileName
        self.text = text
        lineOffset = firstLine - 1
        let cut = LazyBodies.cut(text, throughLine: lazyBodiesThroughLine)
        lazyBodies = cut?.bodies
        var parsedText = cut?.text ?? text
        var parsed = Parser.parse(source: parsedText)
        if let resolved = CompilationConditions.resolve(parsedText, tree: parsed) {
            parsed = Parser.parse(source: resolved)
            parsedText = resolved
        }
        var actors: Set<String> = []
        if let classes = SourceFile.actorsAsClasses(parsedText, tree: parsed, names: &actors) {
            parsed = Parser.parse(source: classes)
            parsedText = classes
        }
        actorNames = actors
        if let keyed = SynthesizedCodingKeys.resolve(parsedText, tree: parsed, fromLine: lazyBodiesThroughLine == Int.max ? Int.max : lazyBodiesThroughLine + 1) {
            parsed = Parser.parse(source: keyed)
            parsedText = keyed
        }
        self.parsedText = parsedText
        tree = SourceFile.hasBacktickInCode(parsedText) ? BacktickRemover(viewMode: .sourceAccurate).rewrite(parsed).cast(SourceFileSyntax.self) : parsed
        converter = SourceLocationConverter(fileName: fileName, tree: tree)
        lazyBodies?.tree = Syntax(tree)
    }

    /// The text with each `actor` declaration's keyword read as `class` (one thread needs no
    /// isolation: an actor is a reference type whose methods run in order; PreludeConcurrency);
    /// nil when the text declares no actor. The words have one length, so positions stay.
    static func actorsAsClasses(_ text: String, tree: SourceFileSyntax, names: inout Set<String>) -> String? {
        var bytes = Array(text.utf8)
        let word = Array("actor".utf8)
        guard bytes.count >= word.count else { return nil }
        var changed = false
        var index = 0
        while index <= bytes.count - word.count {
            if bytes[index] == word[0], Array(bytes[index..<index + word.count]) == word,
               index == 0 || !SourceFile.isIdentifierByte(bytes[index - 1]),
               index + word.count == bytes.count || !SourceFile.isIdentifierByte(bytes[index + word.count]),
               let token = tree.token(at: AbsolutePosition(utf8Offset: index)),
               token.tokenKind == .keyword(.actor), let actor = token.parent?.as(ActorDeclSyntax.self) {
                names.insert(actor.name.text)
                bytes.replaceSubrange(index..<index + word.count, with: Array("class".utf8))
                changed = true
            }
            index += 1
        }
        return changed ? String(decoding: bytes, as: UTF8.self) : nil
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// The whole body of a library function whose body was cut out before parsing.
    func body(_ block: CodeBlockSyntax?) -> CodeBlockSyntax? {
        guard let block, let lazyBodies else { return block }
        return lazyBodies.body(at: block.leftBrace) ?? block
    }

    /// The statements of a getter, whole if its body was cut out before parsing.
    func getterStatements(_ block: AccessorBlockSyntax) -> [CodeBlockItemSyntax]? {
        lazyBodies?.body(at: block.leftBrace).map { Array($0.statements) }
    }

    /// Whether a backtick appears outside comments and string literals (interpolations are
    /// code): only then can a name be backticked, and only then is the tree rewritten (a rewrite
    /// walks the whole tree, and an embedder's library, like Kiln's Foundation, has backticks in
    /// its comments). A byte scan, run on every start; a false positive only costs the rewrite.
    static func hasBacktickInCode(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        func at(_ index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0 }
        let quote = UInt8(ascii: "\""), slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), backslash = UInt8(ascii: "\\")
        var index = 0
        /// The open parentheses of each interpolation we are inside, innermost last.
        var interpolations: [Int] = []
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "`") { return true }
            if byte == slash && at(index + 1) == slash {
                while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
            } else if byte == slash && at(index + 1) == star {
                var depth = 1
                index += 2
                while index < bytes.count && depth > 0 {
                    if bytes[index] == star && at(index + 1) == slash { depth -= 1; index += 1 }
                    else if bytes[index] == slash && at(index + 1) == star { depth += 1; index += 1 }
                    index += 1
                }
                continue
            } else if byte == quote {
                // A string literal, to its closing quote(s); `\(` starts code again.
                let multiline = at(index + 1) == quote && at(index + 2) == quote
                index += multiline ? 3 : 1
                while index < bytes.count {
                    if bytes[index] == backslash {
                        if at(index + 1) == UInt8(ascii: "(") { interpolations.append(1); index += 1; break }
                        index += 2
                        continue
                    }
                    if bytes[index] == quote && (!multiline || at(index + 1) == quote && at(index + 2) == quote) {
                        index += multiline ? 2 : 0
                        break
                    }
                    index += 1
                }
            } else if byte == UInt8(ascii: "("), !interpolations.isEmpty {
                interpolations[interpolations.count - 1] += 1
            } else if byte == UInt8(ascii: ")"), !interpolations.isEmpty {
                interpolations[interpolations.count - 1] -= 1
                if interpolations[interpolations.count - 1] == 0 {
                    // Back in the string the interpolation is part of: skip to its end.
                    interpolations.removeLast()
                    index += 1
                    while index < bytes.count && bytes[index] != quote {
                        if bytes[index] == backslash {
                            if at(index + 1) == UInt8(ascii: "(") { interpolations.append(0); break }
                            index += 1
                        }
                        index += 1
                    }
                }
            }
            index += 1
        }
        return false
    }

    /// The module name `swift FILE` gives the script: the file's stem when it is an identifier,
    /// else `main`.
    static func moduleName(for fileName: String) -> String {
        let base = fileName.split(separator: "/").last.map(String.init) ?? fileName
        let stem = base.hasSuffix(".swift") ? String(base.dropLast(6)) : base
        guard let first = stem.unicodeScalars.first,
              first == "_" || first.properties.isAlphabetic,
              stem.unicodeScalars.allSatisfy({ $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) })
        else { return "main" }
        return stem
    }

    /// An upper bound on the names the file's top level can declare: each takes at least one
    /// word (a run of identifier characters; `catch`'s implicit `error` is its keyword's). A scan of
    /// the bytes, because counting swift-syntax's tokens costs a millisecond on a large file.
    var wordCount: Int {
        var count = 0
        var inWord = false
        for byte in text.utf8 {
            let isWordByte = byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
                || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            if isWordByte && !inWord { count += 1 }
            inWord = isWordByte
        }
        return count
    }

    /// swift-syntax's syntax errors, with their fix-its.
    var syntaxDiagnostics: [Diagnostic] {
        // The generator walks the whole tree; the parser's flags say at once when it has nothing to say.
        guard tree.hasError || tree.hasWarning else { return swiftcParserDiagnostics([]) }
        return swiftcParserDiagnostics(swiftSyntaxDiagnostics)
    }

    /// swift-syntax's syntax errors as its parser words them (SwiftcParserWording.swift gives swiftc's).
    private var swiftSyntaxDiagnostics: [Diagnostic] {
        ParseDiagnosticsGenerator.diagnostics(for: tree).map { diagnostic in
            var where_ = diagnostic.location(converter: converter)
            if diagnostic.message == "editor placeholder in source file", let placeholder = firstPlaceholder(from: diagnostic.position) {
                // `{ (<#parameters#>) -> <#type#> in`: swift-syntax points at the closure, swiftc at its first placeholder.
                where_ = converter.location(for: placeholder)
            }
            let severity: Diagnostic.Severity
            switch diagnostic.diagMessage.severity {
            case .error: severity = .error
            case .warning: severity = .warning
            default: severity = .note
            }
            return Diagnostic(
                severity: severity,
                message: diagnostic.message,
                fileName: fileName,
                location: Location(line: where_.line + lineOffset, column: where_.column),
                notes: diagnostic.notes.map { note in
                    let at = note.location(converter: converter)
                    return Diagnostic.Note(message: note.message, fileName: fileName, location: Location(line: at.line + lineOffset, column: at.column))
                },
                fixIts: diagnostic.fixIts.map { fixIt in
                    Diagnostic.FixIt(phrase: fixIt.message.message, edits: fixIt.edits.map { edit in
                        Diagnostic.FixIt.Edit(start: location(at: edit.range.lowerBound), end: location(at: edit.range.upperBound),
                                              replacement: edit.replacement)
                    })
                }
            )
        }
    }

    /// The first `<#…#>` token at or after `position`, where the token there is not one.
    private func firstPlaceholder(from position: AbsolutePosition) -> AbsolutePosition? {
        guard let token = tree.token(at: position), !token.text.hasPrefix("<#") else { return nil }
        var next: TokenSyntax? = token
        while let current = next {
            if current.text.hasPrefix("<#") { return current.positionAfterSkippingLeadingTrivia }
            next = current.nextToken(viewMode: .sourceAccurate)
        }
        return nil
    }

    /// The line and column of a position in the text.
    func location(at position: AbsolutePosition) -> Location {
        let at = converter.location(for: position)
        return Location(line: at.line + lineOffset, column: at.column)
    }

    /// Where `node` ends (its last token's end, trivia excluded).
    func endLocation(of node: some SyntaxProtocol) -> Location {
        lazyBodyLocation(of: node, at: node.endPositionBeforeTrailingTrivia) ?? location(at: node.endPositionBeforeTrailingTrivia)
    }

    func location(of node: some SyntaxProtocol) -> Location {
        if let at = lazyBodyLocation(of: node, at: node.positionAfterSkippingLeadingTrivia) { return at }
        let at = node.startLocation(converter: converter)
        return Location(line: at.line + lineOffset, column: at.column)
    }

    /// Where `position` is, for a node of a library body parsed on first call (`LazyBodies`).
    private func lazyBodyLocation(of node: some SyntaxProtocol, at position: AbsolutePosition) -> Location? {
        guard let lazyBodies, lazyBodies.hasParsedBodies, let at = lazyBodies.location(of: Syntax(node), at: position) else { return nil }
        return Location(line: at.line + lineOffset, column: at.column)
    }
}

/// Backticks let a keyword be a name (`` `default` ``, `` `class` ``); once the parser has read it,
/// the name is the identifier without them, as for the compiler. Each backtick becomes a space of
/// trivia, so every token keeps its position and every location stays where it was.
final class BacktickRemover: SyntaxRewriter {
    override func visit(_ token: TokenSyntax) -> TokenSyntax {
        guard case .identifier(let text) = token.tokenKind, text.count > 2, text.hasPrefix("`"), text.hasSuffix("`") else {
            return token
        }
        return token.with(\.tokenKind, .identifier(String(text.dropFirst().dropLast())))
            .with(\.leadingTrivia, token.leadingTrivia + .space)
            .with(\.trailingTrivia, .space + token.trailingTrivia)
    }
}
