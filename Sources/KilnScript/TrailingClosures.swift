// Which parameter an unlabeled trailing closure goes to, as swiftc decides in Swift 5 mode
// (SE-0286). The forward scan gives it to the next parameter that can take a closure (not
// variadic, not in-out, a function type once optionals are taken off), skipping one that needs no
// argument when a later closure parameter needs one. The old backward scan gives a lone trailing
// closure to the last parameter. Where both fit and differ, swiftc keeps the backward one (with
// a deprecation warning): `f { … }` of `func f(a: () -> Void = {}, b: () -> Void = {})` fills `b`.
// A closure whose parameter count differs from the parameter's function type does not fit it.
import SwiftSyntax

/// The label a call site gives its unlabeled trailing closure: `trailingClosureLabel`, then the
/// closure's parameter count when its syntax tells it.
func trailingClosureLabel(arity: Int?) -> String { trailingClosureLabel + (arity.map(String.init) ?? "") }

func isTrailingClosureLabel(_ label: String?) -> Bool { label?.hasPrefix(trailingClosureLabel) ?? false }

/// The parameter count an unlabeled trailing closure's label carries.
func trailingClosureArity(_ label: String?) -> Int? {
    guard let label, label.hasPrefix(trailingClosureLabel) else { return nil }
    return Int(label.dropFirst(trailingClosureLabel.count))
}

/// How many parameters a closure names (`x, y in`) or uses (`$0`, `$1`, not those of closures
/// inside it); nil when a capture list alone or nothing says.
func closureParameterCount(_ closure: ClosureExprSyntax) -> (count: Int, named: Bool, anchor: Syntax)? {
    switch closure.signature?.parameterClause {
    case .simpleInput(let names)?:
        guard let first = names.first else { return nil }
        return (names.count, true, Syntax(first))
    case .parameterClause(let clause)?:
        guard let first = clause.parameters.first else { return (0, true, Syntax(clause)) }
        return (clause.parameters.count, true, Syntax(first))
    case nil:
        var highest = -1
        for token in closure.statements.tokens(viewMode: .sourceAccurate) {
            guard case .dollarIdentifier(let text) = token.tokenKind, let number = Int(text.dropFirst()) else { continue }
            var ancestor = token.parent
            var nested = false
            while let node = ancestor, node.id != closure.id {
                if node.is(ClosureExprSyntax.self) { nested = true; break }
                ancestor = node.parent
            }
            if !nested { highest = max(highest, number) }
        }
        return (highest + 1, false, Syntax(closure.leftBrace))
    }
}

extension Parameter {
    /// What a parameter's declared type says of a trailing closure given to it.
    enum ClosureFit: Equatable {
        /// Not known (a native function's parameter, a type alias, a generic parameter).
        case unknown
        case notClosure
        /// A function type of that many parameters.
        case closure(arity: Int)
    }
}

extension Compiler {
    /// The closure fit of a parameter written `type` (`@escaping (Int) -> Void`, `(() -> Void)?`).
    func closureFit(of type: TypeSyntax) -> Parameter.ClosureFit {
        var type = type
        if let attributed = type.as(AttributedTypeSyntax.self) {
            let names = attributed.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedText }
            if names.contains("autoclosure") || attributed.specifiers.contains(where: { $0.trimmedText == "inout" }) { return .notClosure }
            type = attributed.baseType
        }
        while true {
            if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
            else if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = unwrapped.wrappedType }
            else if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.firstName == nil {
                type = only.type
            } else if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
            else if type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self),
                    case let expanded = expandingAliases(type), expanded.trimmedText != type.trimmedText {
                type = expanded  // `typealias Callback = (Int) -> Int`, given as `Callback?`
            } else { break }
        }
        if let function = type.as(FunctionTypeSyntax.self) { return .closure(arity: function.parameters.count) }
        if type.is(ArrayTypeSyntax.self) || type.is(DictionaryTypeSyntax.self) || type.is(TupleTypeSyntax.self) { return .notClosure }
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text != "Any",
           let resolved = resolveType(type), resolved.kind != .protocolType {
            return .notClosure
        }
        return .unknown
    }
}

extension ArgumentPlan {
    /// The sources of a call whose unlabeled trailing closure is at `trailing`: the forward scan's,
    /// or the backward scan's where both fit and differ.
    static func trailingClosureSources(labels: [String?], parameters: [Parameter], trailing: Int) -> [Source]? {
        let arity = trailingClosureArity(labels[trailing])
        let forward = matchSources(labels: labels, parameters: parameters, ignoreLabels: false, trailingArity: arity)
        // The backward scan: a lone trailing closure, the last argument, to the last parameter.
        guard trailing == labels.count - 1, let last = parameters.last, !last.isVariadic, !last.isInout,
              case .closure(let expected) = last.closureFit, arity == nil || arity == expected,
              var rest = matchSources(labels: Array(labels.dropLast()), parameters: Array(parameters.dropLast()),
                                      ignoreLabels: false, trailingArity: nil) else { return forward }
        rest.append(.argument(trailing))
        return rest
    }

    /// Whether a parameter can take the unlabeled trailing closure, in the forward scan; `later`
    /// are the labels of the labelled trailing closures after it.
    static func takesTrailingClosure(_ parameters: [Parameter], at index: Int, arity: Int?, later: ArraySlice<String?>) -> Bool {
        let parameter = parameters[index]
        guard !parameter.isVariadic, !parameter.isInout, !parameter.isAutoclosure else { return false }
        switch parameter.closureFit {
        case .notClosure: return false
        case .closure(let expected) where arity != nil && arity != expected: return false
        default: break
        }
        // The heuristic: one that needs no argument is passed over when a later closure parameter
        // needs one that no labelled trailing closure gives.
        guard parameter.defaultValue != nil || parameter.callerLiteral != nil else { return true }
        return !parameters[(index + 1)...].contains { next in
            next.defaultValue == nil && next.callerLiteral == nil && !next.isVariadic && !next.isInout && next.closureFit != .notClosure
                && !later.contains(next.label)
        }
    }
}
