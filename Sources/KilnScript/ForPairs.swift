// `for (key, value) in dictionary` and `for (index, item) in items.enumerated()`, the loops students
// write to visit a dictionary's entries and to number what they list: each pair's two values go
// straight to the pattern's two names. Made the general way, every pair is a tuple, an array of two
// values allocated and taken apart again, for each entry or element.
import SwiftSyntax

/// The two names (nil for `_`) of a loop's pattern `(a, b)`, bound in the loop's scope.
struct PairNames {
    let first: ((Frame, Value) -> Void)?
    let second: ((Frame, Value) -> Void)?
}

/// A `for (a, b)` loop over `base.enumerated()`.
struct EnumeratedLoop {
    /// The receiver of `enumerated()`, evaluated once as the loop starts.
    let base: Eval
    /// Whether the receiver's `enumerated()` is the library's (not a script's own): then an
    /// array's pairs are its offsets and elements, as the library makes them.
    let isLibrary: (Value) throws -> Bool
    /// The receiver's `enumerated()` called, for anything else (a Set, a String, a script type).
    let call: (Value) throws -> Value
}

extension Compiler {
    /// Whether the loop's pattern is `(a, b)` of two names or `_`, unlabelled (not `case`).
    func hasPairPattern(_ forStmt: ForStmtSyntax) -> Bool {
        guard forStmt.caseKeyword == nil, let tuple = forStmt.pattern.as(TuplePatternSyntax.self), tuple.elements.count == 2 else { return false }
        return tuple.elements.allSatisfy { $0.label == nil && ($0.pattern.is(IdentifierPatternSyntax.self) || $0.pattern.is(WildcardPatternSyntax.self)) }
    }

    /// The names' stores, in the loop's scope (after its pattern declared them).
    func pairNames(_ pattern: PatternSyntax) -> PairNames {
        let names = pattern.as(TuplePatternSyntax.self).map { $0.elements.map { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text } } ?? []
        return PairNames(first: names.first.flatMap { $0 }.map { store($0) }, second: names.last.flatMap { $0 }.map { store($0) })
    }

    /// The loop's `enumerated()` receiver compiled (in the scope around the loop), when the loop
    /// has that shape; nil otherwise. Called after the whole sequence is compiled, and only when
    /// that reported nothing.
    func enumeratedLoop(_ forStmt: ForStmtSyntax) -> EnumeratedLoop? {
        guard hasPairPattern(forStmt), let call = forStmt.sequence.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
              call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "enumerated", member.declName.argumentNames == nil,
              let baseExpr = member.base, isNamePath(baseExpr) else { return nil }
        let runtime = self.runtime
        let site = location(member.declName)
        let cache = MemberCache()
        let find = { (value: Value) in try runtime.findMethod(on: value, "enumerated", labels: [], cache: cache, at: site) }
        return EnumeratedLoop(
            base: compileExpression(baseExpr),
            isLibrary: { value in
                if case .method(let code) = try find(value).0 { return code.isNative }
                return false
            },
            call: { value in
                let (member, plan) = try find(value)
                var receiver = value
                return try runtime.invoke(member, plan: plan, on: &receiver, arguments: [], at: site)
            })
    }

    /// `items`, `self.items`, `library.books`: a receiver compiled a second time beside the whole
    /// sequence (which reports any error in it) with nothing else happening twice.
    private func isNamePath(_ expr: ExprSyntax) -> Bool {
        if let reference = expr.as(DeclReferenceExprSyntax.self) { return reference.argumentNames == nil }
        guard let member = expr.as(MemberAccessExprSyntax.self), let base = member.base, member.declName.argumentNames == nil else { return false }
        return isNamePath(base)
    }
}
