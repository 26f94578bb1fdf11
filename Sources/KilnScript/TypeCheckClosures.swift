// The type checker's closures: a closure's body checked with the types its context gives its
// parameters and result (an array's `map`, `filter`, `sorted(by:)`, `forEach`, `reduce`; a
// declaration's function type; a function's closure parameter), its parameter count against
// the context's ("contextual closure type '(Int) -> Int' expects 1 argument, but 2 were used in
// closure body"), and its result ("cannot convert value of type 'Int' to closure result type 'Bool'").
import SwiftSyntax

extension TypeChecker {
    /// How many parameters a closure names or uses (`$0`, `$1`), and where swiftc reports a
    /// wrong count: at the first name, or at the `{` of a closure using `$n`.
    func closureArity(_ closure: ClosureExprSyntax) -> (count: Int, named: Bool, anchor: Syntax)? {
        // `()` named: the checker has no anchor for a wrong count there.
        if case .parameterClause(let clause)? = closure.signature?.parameterClause, clause.parameters.isEmpty { return nil }
        return closureParameterCount(closure)  // TrailingClosures.swift
    }

    /// Checks `closure` where its context wants `(parameters) -> result` (`result` nil where the
    /// closure decides it: a generic result such as `map`'s). `spelled` is the context's type as
    /// swiftc prints it. Returns the closure's result type, or nil when its count was wrong.
    @discardableResult
    func checkClosure(_ closure: ClosureExprSyntax, parameters: [StaticType], result: StaticType?,
                      spelled: (StaticType) -> String) -> StaticType? {
        guard let arity = closureArity(closure) else { return .unknown }
        if !arity.named, arity.count == 0, !parameters.isEmpty {
            // `names.sorted { true }`: a closure of the context's parameters that names and uses none.
            let expects = parameters.count == 1 ? "1 argument" : "\(parameters.count) arguments"
            error("contextual type for closure argument list expects \(expects), which cannot be implicitly ignored", at: arity.anchor)
            return nil
        }
        // Named, the counts must agree; anonymous, the highest `$n` must be the last parameter's.
        if arity.count != parameters.count {
            let bodyResult = result ?? closureBodyType(closure, parameters: parameters, result: nil, quietly: true)
            // A result the body decides, where the body's type is not known: not judged.
            guard bodyResult.isKnown, !spelled(bodyResult).isEmpty else { return nil }
            let expects = parameters.count == 1 ? "1 argument" : "\(parameters.count) arguments"
            let used = arity.count == 1 ? "1 was" : "\(arity.count) were"
            error("contextual closure type '\(spelled(bodyResult))' expects \(expects), but \(used) used in closure body", at: arity.anchor)
            return nil
        }
        return closureBodyType(closure, parameters: parameters, result: result, quietly: false)
    }

    /// The closure's body checked with its parameters bound; its result type.
    private func closureBodyType(_ closure: ClosureExprSyntax, parameters: [StaticType], result: StaticType?, quietly: Bool) -> StaticType {
        let reported = diagnostics.count
        defer { if quietly { diagnostics.removeSubrange(reported...) } }
        var names: [String: StaticType] = [:]
        switch closure.signature?.parameterClause {
        case .simpleInput(let list)?:
            for (index, name) in list.enumerated() { names[name.name.text] = index < parameters.count ? parameters[index] : .unknown }
        case .parameterClause(let clause)?:
            for (index, parameter) in clause.parameters.enumerated() {
                let declared = parameter.type.map { table.resolve($0) }
                names[(parameter.secondName ?? parameter.firstName).text] = declared ?? (index < parameters.count ? parameters[index] : .unknown)
            }
        case nil:
            for (index, type) in parameters.enumerated() { names["$\(index)"] = type }
        }
        if let selfType, !inStaticContext, selfType.kind == .classType, let capture = closure.signature?.capture,
           capture.items.contains(where: { $0.specifier?.specifier.text == "weak" && $0.initializer == nil
               && $0.name.tokenKind == .keyword(.self) }) {
            // `[weak self] in`: inside, `self` is an Optional until it is unwrapped (`guard let self`).
            names["self"] = .optional(.nominal(selfType.name))
        }
        // A closure that declares its result: swiftc's words for it differ; the body is only typed.
        let declaresResult = closure.signature?.returnClause != nil
        let wanted = declaresResult ? nil : result
        var type = StaticType.unknown
        scopes.append(names)
        let outer = returnContext
        returnContext = .closureResult
        withFunction(returning: wanted ?? .unknown, throwing: true) {
            if let only = singleExpression(closure) {
                if let wanted, wanted.isKnown, wanted != .void {
                    check(only, against: wanted, .closureResult)
                    type = wanted
                } else {
                    type = typeOf(only)
                    if wanted == .void, only.parent?.is(ReturnStmtSyntax.self) == true { judgeValueReturnedFromVoidClosure(only, type) }
                }
            } else {
                // `xs.map { let d = $0 * 2; return String(d) }`: the result is what every `return` gives.
                closureReturnTypes = wanted == nil ? [] : nil  // `withFunction` puts back the outer closure's
                checkItems(closure.statements)
                let returned = closureReturnTypes ?? []
                type = wanted ?? .unknown
                if declaresResult, let written = closure.signature?.returnClause?.type {
                    // `{ s -> String in … }`: the result it declares.
                    let declared = table.resolve(written)
                    if declared.isKnown, !declared.mentionsUnknown { type = declared }
                } else if wanted == nil, let first = returned.first, first.isKnown, !first.mentionsUnknown, first != .nilLiteral,
                   returned.allSatisfy({ $0.desugared == first.desugared }) {
                    type = first
                }
                if let wanted, wanted.isKnown, wanted != .void, !quietly { judgeMissingClosureReturn(closure, wanted) }  // TypeCheckReturnTypes.swift
            }
        }
        returnContext = outer
        scopes.removeLast()
        return type
    }

    /// The one expression a closure's body is (`{ $0 + 1 }`, `{ return $0 }`).
    func singleExpression(_ closure: ClosureExprSyntax) -> ExprSyntax? {
        guard closure.statements.count == 1, let only = closure.statements.first else { return nil }
        switch only.item {
        case .expr(let expr): return expr.is(IfExprSyntax.self) || expr.is(SwitchExprSyntax.self) ? nil : expr
        case .stmt(let stmt): return stmt.as(ReturnStmtSyntax.self)?.expression ?? stmt.as(ExpressionStmtSyntax.self)?.expression
        default: return nil
        }
    }

    /// An array's methods that take a closure, with the types the closure gets: the call's
    /// result, or nil when the call is not one of them.
    func arrayClosureCall(_ name: String, element: StaticType, _ call: FunctionCallExprSyntax, expected: StaticType?) -> StaticType? {
        let labels = call.arguments.map { $0.label?.text }
        let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self)
        let written = labels.count + (call.trailingClosure == nil ? 0 : 1)
        guard element.isKnown else {
            // `items.filter { $0 == x }` of a parameter `items: [T]`, `x: T`, T unconstrained: the
            // closure is not typed, but a comparison of two `T`s in it is refused.
            if let closure, judgeUnconstrainedComparisons(in: closure) { return .unknown }
            return nil
        }
        func throwing(_ parameters: [StaticType], _ result: StaticType) -> (StaticType) -> String {
            { _ in "(" + parameters.map(\.description).joined(separator: ", ") + ") throws -> " + Self.spelledResult(result) }
        }
        if name == "reduce", written == 2, labels.first == .some(nil), let initial = call.arguments.first?.expression {
            // `reduce(0, +)` and `reduce(0) { $0 + $1 }`: the result is the initial value's type.
            let literal = isLiteral(initial)
            // `reduce(.zero, +)`: an implicit member is the elements' type's.
            let implicitMember = initial.as(MemberAccessExprSyntax.self).map { $0.base == nil } ?? false
            var result = literal ? StaticType.unknown : typeOf(initial, expected: implicitMember ? element : nil)
            if literal, typeOf(initial, expected: element) == element { result = element }
            // `let total: Float = [0.1, 0.2].reduce(0, +)`: literals all, the context types them.
            if literal, let expected, expected == .float || expected == .double,
               let elements = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(ArrayExprSyntax.self)?.elements,
               elements.allSatisfy({ isLiteral($0.expression) }) {
                result = .unknown
            }
            if let closure {
                if result.isKnown { checkClosure(closure, parameters: [result, element], result: result, spelled: throwing([result, element], result)) }
                else { _ = checkClosure(closure, parameters: [.unknown, element], result: nil, spelled: { _ in "" }) }
            } else if call.arguments.count == 2, let combine = call.arguments.last?.expression, !combine.is(DeclReferenceExprSyntax.self) {
                _ = typeOf(combine)
            }
            return result
        }
        if closure == nil, name == "map", written == 1, labels.first == .some(nil),
           let function = call.arguments.first?.expression.as(MemberAccessExprSyntax.self),
           function.declName.baseName.text == "init", function.base?.trimmedText == "String" {
            // `numbers.map(String.init)`: every `String.init` without a label makes a String.
            return .array(.string)
        }
        if closure == nil, written == 1, let reference = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self) {
            // `[1, 2].map(square)` beside `square(_: Double)`: the overload taking the elements.
            chooseOverloadValue(reference, ["sorted", "sort", "min", "max"].contains(name) ? [element, element] : [element], .unknown)
        }
        if closure == nil, written == 1, ["sorted", "sort"].contains(name), labels.first == .some(nil) || labels.first == "by",
           let reference = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self),
           ["<", ">", "<=", ">="].contains(reference.baseName.text) {
            // `names.sorted(by: >)`: the elements' own ordering.
            return name == "sort" ? .void : .array(element)
        }
        guard let closure, written == 1 else { return nil }
        switch (name, labels.first ?? nil) {
        case ("filter", nil):
            checkClosure(closure, parameters: [element], result: .bool, spelled: throwing([element], .bool))
            return .array(element)
        case ("sorted", nil), ("sorted", "by"?), ("sort", nil), ("sort", "by"?):
            checkClosure(closure, parameters: [element, element], result: .bool, spelled: throwing([element, element], .bool))
            return name == "sort" ? .void : .array(element)
        case ("forEach", nil):
            checkClosure(closure, parameters: [element], result: .void, spelled: throwing([element], .void))
            return .void
        case ("contains", nil), ("contains", "where"?), ("allSatisfy", nil):
            checkClosure(closure, parameters: [element], result: .bool, spelled: throwing([element], .bool))
            return .bool
        case ("first", nil), ("first", "where"?), ("last", nil), ("last", "where"?):
            checkClosure(closure, parameters: [element], result: .bool, spelled: throwing([element], .bool))
            return .optional(element)
        case ("map", nil), ("compactMap", nil):
            // The result is the closure's, unless the context names it (`let s: [String] = a.map { … }`).
            var wanted: StaticType?
            if case .array(let target)? = expected, target.isKnown { wanted = name == "map" ? target : .optional(target) }
            if let body = singleExpression(closure), wanted == nil, isLiteralDriven(body) {
                _ = checkClosure(closure, parameters: [element], result: nil, spelled: { "(\(element)) -> \(Self.spelledResult($0))" })
                return .unknown
            }
            guard let result = checkClosure(closure, parameters: [element], result: wanted,
                                            spelled: { "(\(element)) -> \(Self.spelledResult($0))" }), result.isKnown else { return .unknown }
            return name == "map" ? .array(result) : .array(result.unwrapped)
        default:
            return nil
        }
    }

    /// The first comparison `a == b` (or `<`, …) written in `closure` whose operands are values
    /// of one unconstrained generic parameter, refused; false when there is none.
    private func judgeUnconstrainedComparisons(in closure: ClosureExprSyntax) -> Bool {
        for node in closure.statements.tokens(viewMode: .sourceAccurate) {
            guard let binary = node.parent?.as(BinaryOperatorExprSyntax.self), ["==", "!=", "<", ">", "<=", ">="].contains(node.text),
                  let list = binary.parent?.as(ExprListSyntax.self), list.count == 3, Syntax(list.dropFirst().first!) == Syntax(binary),
                  let lhs = list.first, let rhs = list.last else { continue }
            if judgeUnconstrainedGenericOperands(node.text, lhs, rhs, at: Syntax(binary)) { return true }
        }
        return false
    }

    /// A function type's result as swiftc spells it in a closure type: `Void` for `()`.
    static func spelledResult(_ type: StaticType) -> String { type == .void ? "Void" : type.description }

    /// A closure where the context wants a function type: a declaration's, an argument's.
    func closureType(_ closure: ClosureExprSyntax, expected: StaticType?) -> StaticType {
        guard case .function(let parameters, let result)? = expected?.desugared.unwrapped else {
            // Without a context the body is still checked, with the types its parameters declare;
            // a closure that declares them all has a function type (`{ (x: Int) -> Int in x * x }`).
            let body = closureBodyType(closure, parameters: [], result: nil, quietly: false)
            // `let increment = { count += 1 }`: no parameters, and the one expression's type.
            if closure.signature == nil, closureParameterCount(closure)?.count == 0, singleExpression(closure) != nil, body.isKnown,
               body != .nilLiteral {
                return .function([], body)
            }
            guard case .parameterClause(let clause)? = closure.signature?.parameterClause,
                  closure.signature?.effectSpecifiers == nil, clause.parameters.allSatisfy({ $0.type != nil }) else { return .unknown }
            let declared = clause.parameters.map { table.resolve($0.type) }
            let result = closure.signature?.returnClause.map { table.resolve($0.type) } ?? body
            return declared.allSatisfy(\.isKnown) && result.isKnown ? .function(declared, result) : .unknown
        }
        let spelled = "(" + parameters.map(\.description).joined(separator: ", ") + ") -> " + Self.spelledResult(result)
        checkClosure(closure, parameters: parameters, result: result, spelled: { _ in spelled })
        return .unknown
    }
}
