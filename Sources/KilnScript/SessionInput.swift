// When a REPL has read enough: input is complete unless swift-syntax's parser, to finish it,
// had to invent tokens after the last character typed — a closing brace, parenthesis or
// bracket, the end of a multi-line string, the rest of `let x =`. Then more lines can complete
// it. An error anywhere earlier (text the parser could not place, a string left open on its own
// line) cannot be mended by more lines, so such input is complete and gets its errors at once.
import SwiftParser
import SwiftSyntax

extension Interpreter.Session {
    /// Whether `source` can be evaluated as it is, or is the start of something longer (an open
    /// `{`, `(` or `[`, an unterminated `"""`), for which a REPL reads another line.
    ///
    ///     Interpreter.Session.isComplete("class Item {")          // false
    ///     Interpreter.Session.isComplete("class Item {\n}")       // true
    ///     Interpreter.Session.isComplete("print(\"a)")            // true (an error, shown at once)
    public static func isComplete(_ source: String) -> Bool {
        let tree = Parser.parse(source: source)
        guard tree.hasError else { return true }
        let finder = MissingTokenFinder(viewMode: .all)
        finder.walk(tree)
        guard !finder.hasUnexpectedText, !finder.missing.isEmpty else { return true }
        for token in finder.missing {
            if token.tokenKind == .stringQuote || token.tokenKind == .singleQuote { return true }
            // A missing token sits where it was expected: at the end, only trivia follows it.
            if token.position < finder.endOfText { return true }
        }
        return false
    }
}

/// The tokens the parser had to invent, and whether it met text it could not place.
private final class MissingTokenFinder: SyntaxVisitor {
    var missing: [TokenSyntax] = []
    var hasUnexpectedText = false
    /// Where the last token actually written ends.
    var endOfText = AbsolutePosition(utf8Offset: 0)

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if token.presence == .missing {
            missing.append(token)
        } else if token.tokenKind != .endOfFile {
            endOfText = max(endOfText, token.endPositionBeforeTrailingTrivia)
        }
        return .skipChildren
    }

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        if node.tokens(viewMode: .sourceAccurate).contains(where: { $0.presence == .present }) { hasUnexpectedText = true }
        return .skipChildren
    }
}
