// `break`, `continue` and `fallthrough` where they have nowhere to go: a `break` in an `if` at the
// top level or in a `forEach` closure, a `continue` in a function outside any loop, a
// `fallthrough` from the last case or into a case that binds names. Each is judged by a walk up
// from the statement itself (nothing is walked where there is no such statement).
import SwiftSyntax

extension TypeChecker {
    func judgeBreak(_ stmt: BreakStmtSyntax) {
        guard stmt.label == nil else { return }
        var insideIfOrDo = false
        var node = stmt.parent
        while let current = node {
            if current.is(ForStmtSyntax.self) || current.is(WhileStmtSyntax.self) || current.is(RepeatStmtSyntax.self)
                || current.is(SwitchCaseSyntax.self) { return }
            if current.is(IfExprSyntax.self) || current.is(DoStmtSyntax.self) { insideIfOrDo = true }
            if Self.endsJumps(current) { break }
            node = current.parent
        }
        error(insideIfOrDo ? "unlabeled 'break' is only allowed inside a loop or switch, a labeled break is required to exit an if or do"
                           : "'break' is only allowed inside a loop, if, do, or switch", at: stmt.breakKeyword)
    }

    func judgeContinue(_ stmt: ContinueStmtSyntax) {
        guard stmt.label == nil else { return }
        var node = stmt.parent
        while let current = node {
            if current.is(ForStmtSyntax.self) || current.is(WhileStmtSyntax.self) || current.is(RepeatStmtSyntax.self) { return }
            if Self.endsJumps(current) { break }
            node = current.parent
        }
        error("'continue' is only allowed inside a loop", at: stmt.continueKeyword)
    }

    func judgeFallthrough(_ stmt: FallThroughStmtSyntax) {
        var node = stmt.parent
        while let current = node, !Self.endsJumps(current) {
            if let switchCase = current.as(SwitchCaseSyntax.self) {
                guard let list = switchCase.parent?.as(SwitchCaseListSyntax.self) else { return }
                var next: SwitchCaseSyntax?
                var passed = false
                for element in list {
                    guard case .switchCase(let each) = element else {
                        if passed { return }  // an `#if` follows: not judged
                        continue
                    }
                    if passed { next = each; break }
                    if each.id == switchCase.id { passed = true }
                }
                guard let next else {
                    error("'fallthrough' without a following 'case' or 'default' block", at: stmt.fallthroughKeyword)
                    return
                }
                let bound = Self.boundNames(switchCase.label)
                if let name = Self.boundNames(next.label).first(where: { !bound.contains($0) }) {
                    error("'fallthrough' from a case which doesn't bind variable '\(name)'", at: stmt.fallthroughKeyword)
                }
                return
            }
            node = current.parent
        }
    }

    /// Where a jump cannot leave: a closure's, a function's or an accessor's body, the file.
    private static func endsJumps(_ node: Syntax) -> Bool {
        node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self)
            || node.is(DeinitializerDeclSyntax.self) || node.is(AccessorBlockSyntax.self) || node.is(SourceFileSyntax.self)
            || node.is(SubscriptDeclSyntax.self)
    }

    /// The names a case label binds (`case (let x, 0)`, `case let .a(x)`), in order.
    private static func boundNames(_ label: SwitchCaseSyntax.Label) -> [String] {
        guard case .case(let caseLabel) = label else { return [] }
        var names: [String] = []
        for token in caseLabel.caseItems.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, let parent = token.parent else { continue }
            if parent.is(IdentifierPatternSyntax.self) { names.append(name); continue }
            guard parent.is(DeclReferenceExprSyntax.self), parent.parent?.is(MemberAccessExprSyntax.self) != true else { continue }
            var ancestor = parent.parent
            while let current = ancestor, !current.is(SwitchCaseItemSyntax.self) {
                if current.is(ValueBindingPatternSyntax.self) { names.append(name); break }
                ancestor = current.parent
            }
        }
        return names
    }
}
