// Exclusive access to memory, as swiftc's static pass enforces it for one call: two `&` arguments
// (or a mutating method's receiver and a `&` argument) that reach the same variable — the whole
// of it, a stored property and the struct that holds it, or two elements of one array — are
// refused in swiftc's words ("overlapping accesses to 'x', but modification requires exclusive
// access; consider copying to a local variable", "inout arguments are not allowed to alias each
// other"). Two different stored properties of one local struct are fine; of a global one they
// trap when the program runs (the compiler's `InoutAccesses`, CompilerExclusivity.swift).
import SwiftSyntax

/// A place passed in-out, read as swiftc's static pass reads it: a variable and the stored
/// properties or subscripts of value types that lead into it.
struct AccessPath {
    enum Step: Equatable {
        case property(String)
        /// A subscript, with its arguments' text (two of the same text alias each other).
        case element(String)
    }
    let root: String
    let steps: [Step]
    /// Where the diagnostic goes: the `&` (or the receiver).
    let node: Syntax

    /// The path's text up to its first subscript (`p.health`, `xs`): the name swiftc uses.
    func spelled(upTo count: Int) -> String {
        var text = root
        for step in steps.prefix(count) {
            guard case .property(let name) = step else { break }
            text += "." + name
        }
        return text
    }
}

extension TypeChecker {
    /// Refuses a call whose in-out arguments (and mutating receiver) overlap, as swiftc's
    /// exclusivity pass does; its errors are SIL-pass errors, reported only when nothing else is.
    func judgeExclusivity(_ call: FunctionCallExprSyntax, mutatesReceiver: Bool) {
        guard call.arguments.contains(where: { $0.expression.is(InOutExprSyntax.self) }) else { return }
        var paths: [AccessPath] = []
        if mutatesReceiver, let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
           let path = accessPath(base, node: Syntax(base)) {
            paths.append(path)
        }
        for argument in call.arguments {
            guard let inOut = argument.expression.as(InOutExprSyntax.self) else { continue }
            guard let path = accessPath(inOut.expression, node: Syntax(inOut)) else { continue }
            paths.append(path)
            // A global reached through value types only is modified for the whole call: checked when it runs.
            if !scopes.dropFirst().contains(where: { $0[path.root] != nil }) { exclusiveInoutPlaces.insert(source.location(of: inOut)) }
        }
        let isSwap = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "swap"
        for (i, first) in paths.enumerated() {
            for second in paths[(i + 1)...] where first.root == second.root {
                if let (message, node) = overlap(first, second, isSwap: isSwap) {
                    let found = Diagnostic(message: message, fileName: source.fileName, location: source.location(of: node))
                    guard !mandatoryDiagnostics.contains(where: { $0.location == found.location && $0.message == message }) else { return }
                    // swiftc's alias errors come before its overlapping-access errors.
                    if message.hasPrefix("overlapping") { mandatoryDiagnostics.append(found) } else {
                        let firstOverlap = mandatoryDiagnostics.firstIndex { $0.message.hasPrefix("overlapping") } ?? mandatoryDiagnostics.count
                        mandatoryDiagnostics.insert(found, at: firstOverlap)
                    }
                    return
                }
            }
        }
    }

    /// What swiftc says of two accesses to one variable in one call; nil when they are disjoint
    /// (different stored properties, reached without a subscript).
    private func overlap(_ first: AccessPath, _ second: AccessPath, isSwap: Bool) -> (String, Syntax)? {
        let common = zip(first.steps, second.steps).prefix { $0 == $1 }.count
        let throughSubscript = first.steps.prefix(common).contains { if case .element = $0 { return true }; return false }
        if first.steps == second.steps {
            if first.steps.isEmpty { return ("inout arguments are not allowed to alias each other", second.node) }
            if throughSubscript {
                return ("inout writeback through subscript occurs in multiple arguments to call, introducing invalid aliasing", second.node)
            }
        } else if common < min(first.steps.count, second.steps.count), !throughSubscript {
            // They part at `common`: two stored properties are disjoint; two elements are not.
            guard case .element = first.steps[common], case .element = second.steps[common] else { return nil }
        }
        let advice = isSwap && first.steps.count == 1 && second.steps.count == 1 && throughSubscript == false
            && first.steps.first.map({ if case .element = $0 { return true }; return false }) == true
            ? "consider calling MutableCollection.swapAt(_:_:)" : "consider copying to a local variable"
        let name = first.spelled(upTo: common)
        return ("overlapping accesses to '\(name)', but modification requires exclusive access; \(advice) [#ExclusivityViolation]", first.node)
    }

    /// The access path of `expr` when every step is a value type's stored property or subscript;
    /// nil for what the static pass does not follow (a class's property, a call, an optional).
    private func accessPath(_ expr: ExprSyntax, node: Syntax) -> AccessPath? {
        var steps: [AccessPath.Step] = []
        var current = unparenthesized(expr)
        while true {
            if let reference = current.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.text
                guard name != "self", isVariable(name), isValueType(typeOf(current)) else { return nil }
                return AccessPath(root: name, steps: steps.reversed(), node: node)
            }
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                guard isValueType(typeOf(base)), storedProperty(member.declName.baseName.text, of: typeOf(base)) else { return nil }
                steps.append(.property(member.declName.baseName.text))
                current = unparenthesized(base)
                continue
            }
            if let subscriptCall = current.as(SubscriptCallExprSyntax.self) {
                guard case .array = typeOf(subscriptCall.calledExpression).aliasTarget else { return nil }
                steps.append(.element(subscriptCall.arguments.trimmedDescription))
                current = unparenthesized(subscriptCall.calledExpression)
                continue
            }
            return nil
        }
    }

    /// A local or global variable, not a property of `self` reached by its name.
    private func isVariable(_ name: String) -> Bool {
        if scopes.dropFirst().contains(where: { $0[name] != nil }) { return true }
        if let selfType, propertyType(of: selfType, name, isStatic: inStaticContext) != nil { return false }
        return scopes[0][name] != nil
    }

    private func isValueType(_ type: StaticType) -> Bool {
        switch type.aliasTarget {
        case .int, .double, .float, .string, .bool, .character, .array, .dictionary, .set, .tuple: return true
        case .nominal: return table.nominal(type).map { $0.kind == .structure || $0.kind == .enumeration } ?? false
        case .sugared(_, .tuple): return true  // a labelled tuple, `(x: Int, y: Int)`
        default: return false
        }
    }

    /// A stored (not computed) property of a script struct, or a tuple's element.
    private func storedProperty(_ name: String, of type: StaticType) -> Bool {
        if case .tuple = type.aliasTarget { return true }
        if case .sugared(_, .tuple) = type { return true }
        guard let nominal = table.nominal(type), !nominal.isLibrary else { return false }
        return accessTable.storedProperties[nominal.name]?.contains(name) ?? false
    }
}
