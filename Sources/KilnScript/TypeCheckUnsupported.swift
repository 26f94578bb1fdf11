// Language the interpreter does not run yet, refused before anything runs with a located
// "not supported in Kiln yet" (never a misleading type error or a wrong answer): parameter packs
// (`func f<each T>(_ v: repeat each T)`, SE-0393).
import SwiftSyntax

extension TypeChecker {
    /// Reports the first use of a feature Kiln does not run; true when there was one (the rest of
    /// the checks would only report what follows from it).
    func refusesUnsupportedLanguage(_ items: [CodeBlockItemSyntax]) -> Bool {
        // A walk only of the script's statements whose text could hold a pack (the library's
        // text, ahead of the script's in the source, says `each` in its comments), and none when
        // the script's text never says `each ` (one pass over the bytes, not a text per item).
        guard scriptTextContains("each ") else { return false }
        let finder = PackFinder(viewMode: .sourceAccurate)
        for item in items where !isLibrary(item) && item.trimmedText.contains("each ") {
            finder.walk(item)
            if let found = finder.found {
                error("parameter packs ('each' and 'repeat each') are not supported in Kiln yet", at: found)
                refusedUnsupportedLanguage = true
                return true
            }
        }
        return false
    }

    /// Whether `word` occurs in the source's text after the library's lines.
    private func scriptTextContains(_ word: String) -> Bool {
        let firstScriptLine = libraryLineCount - source.lineOffset + 1
        let start = firstScriptLine <= 1 ? 0 : source.converter.position(ofLine: firstScriptLine, column: 1).utf8Offset
        let utf8 = source.text.utf8
        guard start < utf8.count else { return false }
        let pattern = Array(word.utf8)
        let script = utf8.withContiguousStorageIfAvailable { Array($0[start...]) } ?? Array(utf8.dropFirst(start))
        return script.indices.contains { script[$0...].starts(with: pattern) }
    }
}

/// The first `each T` generic parameter, `repeat …` expansion or `each x` element.
private final class PackFinder: SyntaxVisitor {
    var found: Syntax?

    override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind {
        if node.specifier != nil { record(node) }
        return .visitChildren
    }
    override func visit(_ node: PackExpansionExprSyntax) -> SyntaxVisitorContinueKind { record(node); return .skipChildren }
    override func visit(_ node: PackExpansionTypeSyntax) -> SyntaxVisitorContinueKind { record(node); return .skipChildren }
    override func visit(_ node: PackElementExprSyntax) -> SyntaxVisitorContinueKind { record(node); return .skipChildren }

    private func record(_ node: some SyntaxProtocol) {
        if found == nil { found = Syntax(node) }
    }
}
