// The type checker's `switch`: its cases are checked with their bindings, and a `switch` over a
// declared enum without `default` must name every case ("switch must be exhaustive"); so must one
// over a Bool, an Optional of a script enum, or a tuple of those (TypeCheckSwitchSpaces.swift).
import SwiftSyntax

extension TypeChecker {
    func checkSwitch(_ switchExpr: SwitchExprSyntax) {
        let subject = typeOf(switchExpr.subject)
        var covered: Set<String> = []
        /// Whether every case was understood well enough to judge exhaustiveness.
        var judged = true
        var hasDefault = false
        /// A case that matches anything (`case _`, `case let x`): a `switch` over numbers or strings needs one.
        var hasCatchAll = false, hasIfConfig = false
        for element in switchExpr.cases {
            guard case .switchCase(let switchCase) = element else {
                judged = false   // `#if` inside a switch
                hasIfConfig = true
                continue
            }
            scoped {
                switch switchCase.label {
                case .default:
                    hasDefault = true
                case .case(let label):
                    for item in label.caseItems {
                        if let member = Self.implicitCaseMember(item.pattern) { judgeImplicitMember(member, expected: subject) }  // `case .b:` of no case b
                        bind(item.pattern, to: .unknown)
                        if item.whereClause != nil { continue }
                        if matchesAnything(item.pattern) { hasCatchAll = true }
                        if let name = coveredCase(item.pattern) { covered.insert(name) } else { judged = false }
                    }
                }
                checkItems(switchCase.statements)
            }
        }
        if !hasDefault, !hasCatchAll, !hasIfConfig, [.int, .double, .string, .character].contains(subject.desugared) {
            error("switch must be exhaustive", at: switchExpr.switchKeyword, notes: ["note: add a default clause"])
            return
        }
        guard !hasDefault, judged, let type = table.nominal(subject), type.kind == .enumeration,
              !type.isLibrary, !type.caseOrder.isEmpty else {
            if !hasDefault, !hasIfConfig { judgeSpace(of: switchExpr, subject: subject) }
            return
        }
        let missing = type.caseOrder.filter { !covered.contains($0) }
        guard !missing.isEmpty else { return }
        let notes = missing.map { name -> String in
            let associated = type.cases[name] ?? nil
            let arguments = associated.map { "(" + $0.map { _ in "_" }.joined(separator: ", ") + ")" } ?? ""
            return "note: add missing case: '.\(name)\(arguments)'"
        }
        error("switch must be exhaustive", at: switchExpr.switchKeyword, notes: notes + (missing.count > 1 ? ["note: add missing cases"] : []))
    }

    /// The `.name` of `case .name`, `case .name(let x)`, `case let .name(x)`.
    static func implicitCaseMember(_ pattern: PatternSyntax) -> MemberAccessExprSyntax? {
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { return implicitCaseMember(binding.pattern) }
        guard var expr = pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
        if let call = expr.as(FunctionCallExprSyntax.self) { expr = call.calledExpression }
        guard let member = expr.as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
        return member
    }

    private func matchesAnything(_ pattern: PatternSyntax) -> Bool {
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { return matchesAnything(binding.pattern) }
        if pattern.is(WildcardPatternSyntax.self) || pattern.is(IdentifierPatternSyntax.self) { return true }
        return pattern.as(ExpressionPatternSyntax.self)?.expression.is(DiscardAssignmentExprSyntax.self) == true
    }

    /// The enum case a pattern covers whole: `.a`, `Kind.a`, `.a(let x, _)`, `let .a(x)`; nil for
    /// anything else (the switch is then not judged).
    private func coveredCase(_ pattern: PatternSyntax) -> String? {
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { return coveredCase(binding.pattern) }
        guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
        return coveredCase(expression)
    }

    private func coveredCase(_ expr: ExprSyntax) -> String? {
        if let member = expr.as(MemberAccessExprSyntax.self) {
            if let base = member.base, !base.is(DeclReferenceExprSyntax.self) { return nil }
            return member.declName.baseName.text
        }
        if let call = expr.as(FunctionCallExprSyntax.self), let name = coveredCase(call.calledExpression) {
            for argument in call.arguments {
                let value = argument.expression
                let isBinding = value.is(DiscardAssignmentExprSyntax.self) || value.is(PatternExprSyntax.self)
                    || value.is(DeclReferenceExprSyntax.self)
                guard isBinding else { return nil }
            }
            return name
        }
        return nil
    }
}
