// The standard library's lazy views printed as Swift prints them. `names.reversed()`,
// `names.enumerated()` and `zip(a, b)` are not arrays in Swift but wrappers around their base:
// `print(names.reversed())` shows `ReversedCollection<Array<String>>(_base: ["a", "b"])`, which
// surprises every student once. Kiln computes these views eagerly, as arrays; where one is
// printed (`print`, an interpolation, `String(describing:)`) — made right there, or held by a
// `let` that took it without a declared type — the printed text is Swift's.
import SwiftSyntax

/// A view a printed expression makes, and how to find its base again.
enum SequenceView {
    case reversed, enumerated

    var typeName: String { self == .reversed ? "ReversedCollection" : "EnumeratedSequence" }
}

/// What a `let` holding a view took it from: the view, and the base's kind where its syntax or
/// declaration tells (the value alone does not tell a String's characters from a `[Character]`).
struct ViewBinding {
    enum Base { case array, string, closedRange, halfOpenRange }
    let view: SequenceView
    let base: Base
}

extension Compiler {
    /// For an argument that is printed: an Eval of the text Swift prints for a view it makes,
    /// or nil where it is not such a view (then it is printed as any value).
    func printedView(_ expr: ExprSyntax) -> Eval? {
        let runtime = self.runtime
        let site = location(expr)
        if let call = expr.as(FunctionCallExprSyntax.self), call.trailingClosure == nil {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let baseExpr = member.base,
               call.arguments.isEmpty, member.declName.argumentNames == nil {
                let view: SequenceView
                switch member.declName.baseName.text {
                case "reversed": view = .reversed
                case "enumerated": view = .enumerated
                default: return nil
                }
                // A view of a view (`a.reversed().enumerated()`) is printed as its elements.
                if isViewCall(baseExpr) { return nil }
                let base = compileExpression(baseExpr)
                let made = compileExpression(expr)
                return { frame in
                    let value = try base(frame)
                    guard let text = try runtime.viewDescription(view, of: value, at: site) else {
                        return try made(frame)
                    }
                    return .string(text)
                }
            }
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), reference.baseName.text == "zip",
               call.arguments.count == 2, call.arguments.allSatisfy({ $0.label == nil }),
               resolver.globalFunctions["zip"]?.allSatisfy({ $0.native != nil }) ?? true {
                let first = compileExpression(call.arguments.first!.expression)
                let second = compileExpression(call.arguments.last!.expression)
                let made = compileExpression(expr)
                return { frame in
                    let a = try first(frame), b = try second(frame)
                    guard let sa = runtime.viewBaseSpelling(a), let sb = runtime.viewBaseSpelling(b) else { return try made(frame) }
                    return .string("Zip2Sequence<\(sa), \(sb)>(_sequence1: \(try runtime.debugDescribe(a, at: site)), "
                                   + "_sequence2: \(try runtime.debugDescribe(b, at: site)))")
                }
            }
            // `stride(from: 0, to: 6, by: 2)` prints its type's name (`Swift.StrideTo<Swift.Int>`).
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), reference.baseName.text == "stride",
               call.arguments.count == 3, let bound = call.arguments.dropFirst().first?.label?.text, bound == "to" || bound == "through",
               resolver.globalFunctions["stride"]?.allSatisfy({ $0.native != nil }) ?? true {
                let made = compileExpression(expr)
                let name = bound == "to" ? "Swift.StrideTo" : "Swift.StrideThrough"
                return { frame in
                    let value = try made(frame)
                    guard case .array(let elements) = value, let first = elements.first else { return value }
                    switch first {
                    case .int: return .string(name + "<Swift.Int>")
                    case .double: return .string(name + "<Swift.Double>")
                    default: return value
                    }
                }
            }
            return nil
        }
        // `let backwards = names.reversed()` … `print(backwards)`: the base again, from the view.
        guard let reference = expr.as(DeclReferenceExprSyntax.self), let binding = resolver.viewBinding(of: reference.baseName.text) else {
            return nil
        }
        let read = compileExpression(expr)
        return { frame in
            let value = try read(frame)
            guard let base = runtime.viewBase(of: value, binding),
                  let text = try runtime.viewDescription(binding.view, of: base, at: site) else { return value }
            return .string(text)
        }
    }

    /// Whether `expr` makes a view itself (`a.reversed()`, `a.enumerated()`, `zip(a, b)`).
    private func isViewCall(_ expr: ExprSyntax) -> Bool {
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return false }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            return ["reversed", "enumerated", "lazy"].contains(member.declName.baseName.text)
        }
        return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "zip"
    }

    /// Notes a `let name = base.reversed()` (or `.enumerated()`) without a declared type, where
    /// the base's kind is known: the name holds a view.
    func noteViewBinding(_ binding: PatternBindingSyntax, isLet: Bool) {
        guard isLet, binding.typeAnnotation == nil, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return }
        guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), let baseExpr = member.base,
              let view: SequenceView = member.declName.baseName.text == "reversed" ? .reversed
                : member.declName.baseName.text == "enumerated" ? .enumerated : nil,
              let base = viewBaseKind(baseExpr) else { return }
        resolver.scope.viewBindings[name] = ViewBinding(view: view, base: base)
    }

    /// The kind of a view's base, from its syntax or the declaration of the name it reads.
    private func viewBaseKind(_ expr: ExprSyntax) -> ViewBinding.Base? {
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return viewBaseKind(only.expression)
        }
        if expr.is(StringLiteralExprSyntax.self) { return .string }
        if expr.is(ArrayExprSyntax.self) { return .array }
        if let infix = expr.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
            switch op.operator.text {
            case "...": return .closedRange
            case "..<": return .halfOpenRange
            default: return nil
            }
        }
        if let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           let op = sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self) {
            switch op.operator.text {
            case "...": return .closedRange
            case "..<": return .halfOpenRange
            default: return nil
            }
        }
        if let reference = expr.as(DeclReferenceExprSyntax.self), let type = resolver.staticType(of: reference.baseName.text) {
            if type === runtime.builtinTypes.string { return .string }
            if type === runtime.builtinTypes.array { return .array }
        }
        return nil
    }
}

extension Compiler {
    /// `print(…)` and `String(describing:)` of the standard library: calls whose arguments are printed.
    func printsArguments(_ call: FunctionCallExprSyntax) -> Bool {
        guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        switch callee {
        case "print": return resolver.globalFunctions["print"]?.allSatisfy({ $0.native != nil }) ?? true
        case "String": return call.arguments.count == 1 && call.arguments.first?.label?.text == "describing"
        default: return false
        }
    }
}

extension Resolver {
    /// The view a `let` in scope holds (`let backwards = names.reversed()`), if it holds one.
    func viewBinding(of name: String) -> ViewBinding? {
        var current: Scope? = scope
        while let s = current {
            if s.names[name] != nil { return s.viewBindings[name] }
            if s.declaresMember(name) { return nil }
            current = s.parent
        }
        return nil
    }
}

extension Runtime {
    /// `ReversedCollection<Array<Int>>(_base: [1, 2])`; nil where the base is not a standard
    /// collection whose type the value tells.
    func viewDescription(_ view: SequenceView, of base: Value, at site: Location) throws -> String? {
        guard let spelled = viewBaseSpelling(base) else { return nil }
        return "\(view.typeName)<\(spelled)>(_base: \(try debugDescribe(base, at: site)))"
    }

    /// The base's type as Swift spells it in a view's name: `Array<Int>`, `String`,
    /// `ClosedRange<Int>`, `ArraySlice<Int>`; nil for others (a script type with its own
    /// `reversed()`, a Set or Dictionary, an empty array whose element type the value does not tell).
    func viewBaseSpelling(_ value: Value) -> String? {
        switch value {
        case .string: return "String"
        case .range(_, _, let closed): return closed ? "ClosedRange<Int>" : "Range<Int>"
        case .array, .bytes: return inferredSpelling(of: value)
        case .slice(_, let elements): return inferredSpelling(of: .array(elements)).map { "ArraySlice<" + $0.dropFirst("Array<".count) }
        default: return nil
        }
    }

    /// The base a `let` holding a view was made from, found again from the view's elements.
    func viewBase(of value: Value, _ binding: ViewBinding) -> Value? {
        guard case .array(let elements) = value else { return nil }
        var base = elements
        if binding.view == .reversed { base.reverse() }
        if binding.view == .enumerated {
            base = []
            for pair in elements {
                guard case .tuple(let tuple) = pair, tuple.elements.count == 2 else { return nil }
                base.append(tuple.elements[1])
            }
        }
        switch binding.base {
        case .array: return .array(base)
        case .string:
            var text = ""
            for element in base {
                guard case .character(let character) = element else { return nil }
                text.append(character)
            }
            return .string(text)
        case .closedRange, .halfOpenRange:
            guard case .int(let first)? = base.first, case .int(let last)? = base.last else { return nil }
            return binding.base == .closedRange ? .range(lower: first, upper: last + 1, closed: true)
                : .range(lower: first, upper: last + 1, closed: false)
        }
    }
}
