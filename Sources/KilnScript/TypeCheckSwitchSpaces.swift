// Exhaustiveness beyond a plain enum: a `switch` over a Bool (`case true:` alone), an Optional of
// a script enum (`.hearts`, `.spades` but no `nil`), a tuple of those (`(true, false)`, …), or an
// enum whose case is matched only with a payload (`.voucher("FREE")`). The subject's values are
// listed (a tuple's as the product of its elements'), each case pattern crosses off the ones it
// matches whole; a pattern the walk does not understand leaves the switch unjudged.
import SwiftSyntax

extension TypeChecker {
    /// Refuses a `switch` without `default` that leaves one of its subject's values unmatched.
    func judgeSpace(of switchExpr: SwitchExprSyntax, subject: StaticType) {
        let elements: [StaticType]
        if case .tuple(let types) = subject.desugared { elements = types } else { elements = [subject] }
        guard !elements.isEmpty, elements.count <= 4 else { return }
        var spaces: [[String]] = []
        for element in elements {
            guard let space = valueSpace(element) else { return }
            spaces.append(space)
        }
        var all: [[String]] = [[]]
        for space in spaces { all = all.flatMap { prefix in space.map { prefix + [$0] } } }
        var remaining = Set(all)
        var partial: Set<String> = []
        for element in switchExpr.cases {
            guard case .switchCase(let switchCase) = element, case .case(let label) = switchCase.label else { return }
            for item in label.caseItems where item.whereClause == nil {
                guard let covered = coveredValues(Syntax(item.pattern), spaces, partial: &partial) else { return }
                remaining.subtract(covered)
            }
        }
        guard let first = all.first(where: remaining.contains) else { return }
        let spelled = first.count == 1 ? first[0] : "(" + first.joined(separator: ", ") + ")"
        error("switch must be exhaustive", at: switchExpr.switchKeyword, notes: ["note: add missing case: '\(spelled)'"])
    }

    /// The values a switch over `type` is judged by: a Bool's, a script enum's cases, `.none`
    /// beside them for an Optional; nil for any other type.
    private func valueSpace(_ type: StaticType) -> [String]? {
        if type.desugared == .bool { return ["true", "false"] }
        // Numbers and strings: literals and ranges never match all of them, `_` stands for the rest.
        if [.int, .double, .string, .character].contains(type.desugared) { return ["_"] }
        if case .optional(let wrapped) = type.desugared {
            guard !wrapped.isOptional, wrapped.desugared != .bool, let cases = valueSpace(wrapped),
                  !cases.contains(".none"), !cases.contains(".some") else { return nil }
            return cases + [".none"]
        }
        guard let nominal = table.nominal(type), nominal.kind == .enumeration, !nominal.isLibrary,
              !nominal.caseOrder.isEmpty else { return nil }
        return nominal.caseOrder.map { "." + $0 }
    }

    /// The tuples of values (one per element of `spaces`) a pattern matches whole; nil when the
    /// pattern is not understood. An enum case matched with a payload that is not all bindings
    /// matches part of its values only: a second such match of the same case leaves the switch
    /// unjudged (`.flag(true)` and `.flag(false)` together match it whole).
    /// `bound`: under `let`/`var`, where a plain name binds (`case let .a(x)`), not compares.
    private func coveredValues(_ node: Syntax, _ spaces: [[String]], partial: inout Set<String>, bound: Bool = false) -> Set<[String]>? {
        if let binding = node.as(ValueBindingPatternSyntax.self) { return coveredValues(Syntax(binding.pattern), spaces, partial: &partial, bound: true) }
        if let pattern = node.as(ExpressionPatternSyntax.self) { return coveredValues(Syntax(pattern.expression), spaces, partial: &partial, bound: bound) }
        if let pattern = node.as(PatternExprSyntax.self) { return coveredValues(Syntax(pattern.pattern), spaces, partial: &partial, bound: bound) }
        if matchesAll(node, bound) { return Set(product(spaces)) }
        if spaces.count > 1 {
            var parts: [[String]] = []
            if let tuple = node.as(TupleExprSyntax.self), tuple.elements.count == spaces.count, tuple.elements.allSatisfy({ $0.label == nil }) {
                for (element, space) in zip(tuple.elements, spaces) {
                    guard let covered = coveredValues(Syntax(element.expression), [space], partial: &partial, bound: bound) else { return nil }
                    parts.append(covered.map { $0[0] })
                }
            } else if let tuple = node.as(TuplePatternSyntax.self), tuple.elements.count == spaces.count {
                for (element, space) in zip(tuple.elements, spaces) {
                    guard let covered = coveredValues(Syntax(element.pattern), [space], partial: &partial, bound: bound) else { return nil }
                    parts.append(covered.map { $0[0] })
                }
            } else {
                return nil
            }
            return Set(product(parts))
        }
        let space = spaces[0]
        guard let values = coveredValues(node, in: space, partial: &partial, bound: bound) else { return nil }
        return Set(values.map { [$0] })
    }

    /// What one pattern matches of one value space.
    private func coveredValues(_ node: Syntax, in space: [String], partial: inout Set<String>, bound: Bool) -> [String]? {
        if space == ["_"] {
            // `0`, `"go"`, `1...5`, `..<0`: some of the values, never all.
            guard let expr = node.as(ExprSyntax.self) else { return nil }
            if isLiteral(expr) { return [] }
            if let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count == 3,
               let op = sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self), ["...", "..<"].contains(op.operator.text),
               let low = sequence.elements.first, let high = sequence.elements.last, isLiteral(low), isLiteral(high) {
                return []
            }
            return nil
        }
        if let literal = node.as(BooleanLiteralExprSyntax.self) {
            return space.contains(literal.literal.text) ? [literal.literal.text] : nil
        }
        if node.is(NilLiteralExprSyntax.self) { return space.contains(".none") ? [".none"] : nil }
        if node.as(OptionalChainingExprSyntax.self).map({ matchesAll(Syntax($0.expression), bound) }) == true {
            // `let x?`: every value but nil.
            return space.contains(".none") ? space.filter { $0 != ".none" } : nil
        }
        if let member = node.as(MemberAccessExprSyntax.self) {
            if let base = member.base, !base.is(DeclReferenceExprSyntax.self) { return nil }
            let name = "." + member.declName.baseName.text
            return space.contains(name) ? [name] : nil
        }
        if let call = node.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            if let base = member.base, !base.is(DeclReferenceExprSyntax.self) { return nil }
            let name = "." + member.declName.baseName.text
            if name == ".some", space.contains(".none"), call.arguments.count == 1,
               let argument = call.arguments.first?.expression, matchesAll(Syntax(argument), bound) {
                return space.filter { $0 != ".none" }
            }
            guard space.contains(name), name != ".none" else { return nil }
            if call.arguments.allSatisfy({ matchesAll(Syntax($0.expression), bound) }) { return [name] }
            // A payload matched by value: part of the case only (a plain name outside `let`
            // may be a value or a binding the walk cannot tell: unjudged).
            if !bound, call.arguments.contains(where: { $0.expression.is(DeclReferenceExprSyntax.self) }) { return nil }
            guard partial.insert(name).inserted else { return nil }
            return []
        }
        return nil
    }

    /// `_`, `let x`, `x` under `let`: anything.
    private func matchesAll(_ node: Syntax, _ bound: Bool) -> Bool {
        if let binding = node.as(ValueBindingPatternSyntax.self) { return matchesAll(Syntax(binding.pattern), true) }
        if let pattern = node.as(PatternExprSyntax.self) { return matchesAll(Syntax(pattern.pattern), bound) }
        if let pattern = node.as(ExpressionPatternSyntax.self) { return matchesAll(Syntax(pattern.expression), bound) }
        if bound, let name = node.as(DeclReferenceExprSyntax.self), name.argumentNames == nil { return true }
        return node.is(WildcardPatternSyntax.self) || node.is(IdentifierPatternSyntax.self) || node.is(DiscardAssignmentExprSyntax.self)
    }

    private func product(_ spaces: [[String]]) -> [[String]] {
        var all: [[String]] = [[]]
        for space in spaces { all = all.flatMap { prefix in space.map { prefix + [$0] } } }
        return all
    }
}
