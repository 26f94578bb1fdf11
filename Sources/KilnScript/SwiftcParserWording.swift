// swiftc's parser's words for what swift-syntax's parser says otherwise, and the parser errors
// swiftc gives that swift-syntax does not (a declaration only a type may hold, at the top level; a
// top-level statement that begins with a closure). swiftc parses the whole file before it checks
// anything, and its lexer reports each editor placeholder as it reads it: its parser's errors
// come first, in the order of the text.
import SwiftParser
import SwiftSyntax

extension SourceFile {
    /// swift-syntax's errors in swiftc's words, with the parser errors only swiftc gives, in the
    /// text's order.
    func swiftcParserDiagnostics(_ found: [Diagnostic]) -> [Diagnostic] {
        var diagnostics = found.map(reworded)
        diagnostics += topLevelParserErrors()
        if diagnostics.contains(where: { $0.message == "editor placeholder in source file" }) {
            // swiftc's lexer reports every placeholder; swift-syntax passes over some (a label's).
            let reported = Set(diagnostics.compactMap(\.location))
            for token in tree.tokens(viewMode: .sourceAccurate) where token.text.hasPrefix("<#") {
                let at = location(of: token)
                if !reported.contains(at) { diagnostics.append(error("editor placeholder in source file", at)) }
            }
        }
        guard diagnostics.count > 1 else { return diagnostics }
        return diagnostics.enumerated().sorted { a, b in
            let (x, y) = (a.element.location ?? Location(line: .max, column: 0), b.element.location ?? Location(line: .max, column: 0))
            return (x.line, x.column, a.offset) < (y.line, y.column, b.offset)
        }.map(\.element)
    }

    private func error(_ message: String, _ at: Location) -> Diagnostic {
        Diagnostic(message: message, fileName: fileName, location: at)
    }

    /// One of swift-syntax's errors as swiftc words and places it.
    private func reworded(_ diagnostic: Diagnostic) -> Diagnostic {
        guard diagnostic.severity == .error, let at = diagnostic.location, let position = position(of: at) else { return diagnostic }
        var result = diagnostic
        func moved(_ message: String, to position: AbsolutePosition) -> Diagnostic {
            result.message = message
            result.location = location(at: position)
            result.fixIts = []
            return result
        }
        // swiftc's lexer reports a placeholder before its parser says what it expected there
        // (`#sourceLocation(file: <#path#>)`, `some <#constraint#>`, `prefix operator <#name#>`).
        let bytes = Array(text.utf8)
        if diagnostic.message != "editor placeholder in source file", position.utf8Offset > 0, position.utf8Offset < bytes.count,
           bytes[position.utf8Offset - 1] == UInt8(ascii: "<"), bytes[position.utf8Offset] == UInt8(ascii: "#") {
            // `<#name#>: <#type#>` read as `<` and `#name`: the error falls on the placeholder.
            return moved("editor placeholder in source file", to: AbsolutePosition(utf8Offset: position.utf8Offset - 1))
        }
        if diagnostic.message != "editor placeholder in source file", let token = firstToken(atOrAfter: position),
           token.text.hasPrefix("<#"), location(of: token).line == at.line {
            return moved("editor placeholder in source file", to: token.positionAfterSkippingLeadingTrivia)
        }
        switch diagnostic.message {
        case "consecutive statements on a line must be separated by newline or ';'":
            result.message = "consecutive statements on a line must be separated by ';'"
            return result
        case "consecutive declarations on a line must be separated by newline or ';'":
            result.message = "consecutive declarations on a line must be separated by ';'"
            return result
        case "expected expression in variable", "expected expression in macro":
            // `let result = // …` with nothing after: swiftc places it just after the `=`.
            guard let equal = previousPresentToken(before: position), equal.tokenKind == .equal else { return diagnostic }
            // (swiftc's macro message ends with two quotes.)
            let message = diagnostic.message.hasSuffix("macro") ? "expected macro definition following '=''" : "expected initial value after '='"
            return moved(message, to: equal.endPositionBeforeTrailingTrivia)
        case "expected identifier in macro expansion":
            // `# #"…"#`: swiftc looks for the macro's name at the next token.
            guard let token = firstToken(atOrAfter: position) else { return diagnostic }
            return moved("expected a macro identifier for a pound literal expression", to: token.positionAfterSkippingLeadingTrivia)
        default:
            break
        }
        if diagnostic.message.hasPrefix("unexpected code ';") || diagnostic.message.hasPrefix("unexpected code ','"),
           diagnostic.message.hasSuffix("' in precedencegroup") {
            // `{ associativity: left; lowerThan: … }`: one attribute a line.
            result.message = "expected operator attribute identifier in precedence group body"
            return result
        }
        if diagnostic.message.hasPrefix("unexpected code '"), let token = firstToken(atOrAfter: position) {
            let unexpected = diagnostic.message.dropFirst("unexpected code '".count)
            if token.tokenKind.isOperatorToken, unexpected.hasPrefix(token.text + "' in "),
               token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .rightBrace {
                // `{ ... }`: swiftc reads the operator as a prefix one with nothing after it.
                result.message = "unary operator cannot be separated from its operand"
                return result
            }
            if diagnostic.message.hasSuffix("' in source file"), let previous = token.previousToken(viewMode: .sourceAccurate),
               location(at: previous.endPositionBeforeTrailingTrivia).line == at.line {
                // `targets: [` at the top level: another statement on the same line.
                return moved("consecutive statements on a line must be separated by ';'", to: previous.endPositionBeforeTrailingTrivia)
            }
        }
        if diagnostic.message == "unexpected code in source file", let token = firstToken(atOrAfter: position),
           let previous = token.previousToken(viewMode: .sourceAccurate), location(at: previous.endPositionBeforeTrailingTrivia).line == at.line {
            return moved("consecutive statements on a line must be separated by ';'", to: previous.endPositionBeforeTrailingTrivia)
        }
        return diagnostic
    }

    /// Declarations only a type holds, written at the top level, and a top-level statement that
    /// begins with a closure: errors of swiftc's parser that swift-syntax's does not give.
    private func topLevelParserErrors() -> [Diagnostic] {
        var found: [Diagnostic] = []
        for item in tree.statements {
            switch item.item {
            case .decl(let decl):
                if let initializer = decl.as(InitializerDeclSyntax.self) {
                    found.append(error("initializers may only be declared within a type", location(of: initializer.signature.parameterClause)))
                } else if let subscriptDecl = decl.as(SubscriptDeclSyntax.self),
                          // swiftc says so once it has read the declaration: a placeholder in it comes first.
                          !subscriptDecl.parameterClause.trimmedDescription.contains("<#"),
                          !(subscriptDecl.returnClause.trimmedDescription.contains("<#")) {
                    found.append(error("'subscript' functions may only be declared within a type", location(of: subscriptDecl.subscriptKeyword)))
                }
            case .expr(let expr):
                if Self.leftmost(expr).is(ClosureExprSyntax.self) {
                    found.append(error("top-level statement cannot begin with a closure expression", location(of: expr)))
                }
            case .stmt:
                break
            }
        }
        return found
    }

    /// The expression a statement's text begins with (`{ … }()` begins with the closure).
    private static func leftmost(_ expr: ExprSyntax) -> ExprSyntax {
        if let call = expr.as(FunctionCallExprSyntax.self) { return leftmost(call.calledExpression) }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base { return leftmost(base) }
        if let sequence = expr.as(SequenceExprSyntax.self), let first = sequence.elements.first { return leftmost(first) }
        return expr
    }

    private func position(of at: Location) -> AbsolutePosition? {
        let line = at.line - lineOffset
        guard line >= 1 else { return nil }
        let position = converter.position(ofLine: line, column: at.column)
        return position
    }

    private func firstToken(atOrAfter position: AbsolutePosition) -> TokenSyntax? {
        guard var token = tree.token(at: position) ?? tree.lastToken(viewMode: .sourceAccurate) else { return nil }
        while token.positionAfterSkippingLeadingTrivia < position || token.presence == .missing {
            guard let next = token.nextToken(viewMode: .sourceAccurate) else { return nil }
            token = next
        }
        return token
    }

    /// The last token of the text that ends at or before `position`.
    private func previousPresentToken(before position: AbsolutePosition) -> TokenSyntax? {
        var token = tree.token(at: position) ?? tree.lastToken(viewMode: .sourceAccurate)
        while let current = token, current.presence != .present || current.positionAfterSkippingLeadingTrivia >= position {
            token = current.previousToken(viewMode: .sourceAccurate)
        }
        return token
    }
}

private extension TokenKind {
    var isOperatorToken: Bool {
        switch self {
        case .binaryOperator, .prefixOperator, .postfixOperator: return true
        default: return false
        }
    }
}
