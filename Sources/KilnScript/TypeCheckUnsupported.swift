// Language the interpreter does not run yet, refused before anything runs with a located
// "not supported in Kiln yet" (never a misleading type error or a wrong answer): parameter packs
// (`func f<each T>(_ v: repeat each T)`, SE-0393).
import SwiftSyntax

extension TypeChecker {
    /// Reports the first use of a feature Kiln does not run; true when there was one (the rest of
    /// the checks would only report what follows from it).
    func refusesUnsupportedLanguage(_ items: [CodeBlockItemSyntax]) -> Bool {
        // A walk only of the script's statements whose text could hold a pack (the library's
        // text, ahead of the script's in the source, says `each` in its comments).
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
