// Which of several functions of one name an operation or call reaches: the one whose declared
// parameter types fit the operands (`static func * (m: Money, k: Int)` for `price * 3` and
// `static func * (k: Int, m: Money)` for `3 * price`, among the left and right operands' types'
// static operators and the file's operator functions), and among a type's methods of one name
// and labels the one whose parameter types fit the arguments (`add(_: Int)`, `add(_: String)`).
import SwiftSyntax

extension Compiler {
    /// A subclass's methods of a name keep the superclass's overloads of that name it does not
    /// override (`park(_: Bike)` beside an overriding `park(_: Vehicle)`), as Swift's lookup does.
    func inheritOverloads(_ types: [TypeInfo]) {
        var done: Set<ObjectIdentifier> = []
        func merge(_ type: TypeInfo) {
            guard done.insert(ObjectIdentifier(type)).inserted, let parent = type.superclass else { return }
            merge(parent)
            for (name, own) in type.members {
                guard own.allSatisfy({ $0.function.map { !$0.isStatic } ?? false }), let inherited = parent.lookup(name) else { continue }
                let others = inherited.filter { candidate in
                    guard let code = candidate.function, !code.isStatic else { return false }
                    return !own.contains { member in
                        guard let mine = member.function else { return true }
                        return mine.parameters.map(\.label) == code.parameters.map(\.label) && mine.parameterTypeNames == code.parameterTypeNames
                    }
                }
                if !others.isEmpty { type.members[name] = own + others }
            }
        }
        for type in types where type.kind == .classType { merge(type) }
    }

    /// The type names a function's parameters are declared with (nil for a generic parameter or
    /// a type too complex to compare by name).
    func parameterTypeNames(_ function: FunctionDeclSyntax, selfType: TypeInfo?) -> [String?]? {
        parameterTypeNames(function.signature.parameterClause.parameters, generics: function.genericParameterClause, selfType: selfType)
    }

    func parameterTypeNames(_ parameters: FunctionParameterListSyntax, generics clause: GenericParameterClauseSyntax?,
                            selfType: TypeInfo?) -> [String?] {
        let generics = Set(clause?.parameters.map(\.name.text) ?? [])
        return parameters.map { parameter in
            var type = parameter.type
            if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }  // `inout V`
            // A key path parameter (`KeyPath<Element, Value>`), told apart from a closure by the argument's kind.
            if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text.hasSuffix("KeyPath") { return identifier.name.text }
            if let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil {
                let name = identifier.name.text
                if generics.contains(name) { return nil }
                return name == "Self" ? selfType?.name : name
            }
            if type.is(MemberTypeSyntax.self) { return type.trimmedDescription }
            // `Range<Int>` beside `ClosedRange<Int>`: told apart by the argument's kind (`operandFit`).
            if let identifier = type.as(IdentifierTypeSyntax.self), ["Range", "ClosedRange"].contains(identifier.name.text) {
                return identifier.name.text + "<>"
            }
            // `[SortDescriptor<Element>]`, `(Element, Element) -> Bool`: told apart by the argument's kind (`operandFit`).
            if type.is(ArrayTypeSyntax.self) || type.is(DictionaryTypeSyntax.self) || type.is(FunctionTypeSyntax.self) { return type.trimmedDescription }
            // `(Int, String)`: told by its arity (`Runtime.tupleOperator`); no other value fits it.
            if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count > 1 { return type.trimmedDescription }
            return nil
        }
    }
}

extension Runtime {
    /// The best-fitting operator function for `operands` (with the `self` to call it with), or
    /// nil when the types of the operands declare none and the file has none.
    func chooseOperator(_ op: String, operands: [Value]) -> (FunctionCode, Value)? {
        var candidates: [(FunctionCode, Value)] = []
        var seen: [ObjectIdentifier] = []
        for operand in operands {
            // A standard type's operators are the script's only in its extensions (`static func * (s: String, n: Int)`).
            let standard: Bool
            switch operand {
            case .structValue, .enumCase, .object: standard = false
            case .int, .double, .string, .character, .bool, .array, .dictionary, .set: standard = true
            default: continue
            }
            let type = typeInfo(of: operand)
            guard !seen.contains(ObjectIdentifier(type)) else { continue }
            seen.append(ObjectIdentifier(type))
            for member in type.lookupStatic(op) ?? type.protocolDefaults[op] ?? [] {
                if case .method(let code) = member, code.parameters.count == operands.count, !standard || !code.isNative {
                    candidates.append((code, .metatype(type)))
                }
            }
        }
        for code in operatorFunctions[op] ?? [] where code.parameters.count == operands.count { candidates.append((code, .void)) }
        guard candidates.count > 1 else { return candidates.first }
        var best: (FunctionCode, Value)?
        var bestScore = Int.min
        for candidate in candidates {
            guard let names = candidate.0.parameterTypeNames else { if best == nil { best = candidate }; continue }
            var score = 0
            for (operand, name) in zip(operands, names) {
                guard let fit = operandFit(operand, name) else { score = Int.min; break }
                score += fit
            }
            if score > bestScore { (best, bestScore) = (candidate, score) }
        }
        return best ?? candidates.first
    }

    /// How well a value fits a parameter declared with the type `name`: 3 exactly, 2 through a
    /// superclass or protocol, 1 for an undeclared (generic) type or an Int literal where a
    /// floating-point type is declared; nil when it does not fit.
    func operandFit(_ value: Value, _ name: String?) -> Int? {
        guard let name else { return 1 }
        if name == "Any" { return 1 }
        if name == "Range<>" || name == "ClosedRange<>" {
            let closedWanted = name == "ClosedRange<>"
            switch value {
            case .range(_, _, let closed): return closed == closedWanted ? 3 : nil
            case .structValue(let type, _) where type.name == "Range" || type.name == "ClosedRange":
                return (type.name == "ClosedRange") == closedWanted ? 3 : nil  // bounds other than Int (BoundsRanges.swift)
            default: return nil
            }
        }
        if name.hasPrefix("[") {
            // An array or dictionary parameter: a collection of that kind, not a closure.
            var depth = 0, isDictionary = false  // `[K: V]`: a colon inside the outer brackets only
            for character in name {
                if "([".contains(character) { depth += 1 } else if ")]".contains(character) { depth -= 1 } else if character == ":", depth == 1 { isDictionary = true }
            }
            switch value {
            case .array, .slice: return isDictionary ? nil : 2
            case .dictionary: return isDictionary ? 2 : nil
            default: return nil
            }
        }
        if name.hasPrefix("("), name.contains("->") {
            if case .function = value { return 2 }
            return nil
        }
        let actual = typeName(of: value)
        if actual == name { return 3 }
        let type = typeInfo(of: value)
        if type.name == name { return 3 }
        if let enclosing = type.enclosingName, name.hasSuffix(type.name), name == "\(enclosing).\(type.name)" { return 3 }  // `CocoaError.Code`
        if type.conforms(to: name) || resolvedType(named: name).map({ type.isSubclass(of: $0) }) == true { return 2 }
        if case .int = value, ["Double", "Float", "CGFloat"].contains(name) { return 1 }
        // `sorted(by: \.name)` beside the standard `sorted(by:)`: a key path for a parameter declared one.
        if case .function(let function) = value, function.code.keyPathSteps != nil, name.contains("KeyPath") { return 3 }
        if case .some = value, name.hasSuffix("?") { return 1 }
        return nil
    }

    /// Among methods whose labels fit the call, the one whose parameter types fit the arguments
    /// best; nil when fewer than two fit by labels (the usual path then chooses and caches).
    func overloadByArgumentTypes(_ found: [Member], labels: [String?], arguments: [Value]) -> (Member, ArgumentPlan)? {
        var fitting: [(Member, ArgumentPlan, FunctionCode)] = []
        for member in found {
            if case .method(let code) = member, let plan = ArgumentPlan(labels: labels, parameters: code.parameters) {
                fitting.append((member, plan, code))
            }
        }
        guard fitting.count > 1 else { return nil }
        var best: (Member, ArgumentPlan)?
        var bestScore = Int.min, bestCount = Int.max
        for (member, plan, code) in fitting {
            // A variadic overload ranks below one taking the arguments one by one, as in Swift.
            var score = code.parameters.contains(where: \.isVariadic) ? -1 : 0
            let inOrder = plan.isIdentity || (arguments.count <= code.parameters.count
                && zip(labels, code.parameters).allSatisfy { $0 == $1.label || isTrailingClosureLabel($0) } && !code.parameters.contains(where: \.isVariadic))
            if inOrder, let names = code.parameterTypeNames, names.count >= arguments.count {
                for (argument, name) in zip(arguments, names) {
                    guard let fit = operandFit(argument, name) else { score = Int.min; break }
                    score += fit
                }
            }
            // Of equal fits, the one leaving the fewest defaulted parameters unwritten (`fittingOverload`).
            if score > bestScore || (score == bestScore && score > Int.min && code.parameters.count < bestCount) {
                (best, bestScore, bestCount) = ((member, plan), score, code.parameters.count)
            }
        }
        return best ?? (fitting[0].0, fitting[0].1)
    }

    /// The overload the checker chose by static types, or the receiver's override of it (the
    /// method of the same labels and parameter types found first).
    func overloadByStaticChoice(_ found: [Member], on type: TypeInfo, name: String, cache: MemberCache, labels: [String?]) -> (Member, ArgumentPlan)? {
        guard let place = cache.staticChoice else { return nil }
        // The chosen declaration, in what was found or (overridden there) in a superclass.
        var chosen = found.lazy.compactMap(\.function).first { $0.location == place }
        var ancestor = type.superclass
        while chosen == nil, let current = ancestor {
            chosen = current.members[name]?.lazy.compactMap(\.function).first { $0.location == place }
            ancestor = current.superclass
        }
        guard let chosen else { return nil }
        for member in found {
            guard case .method(let code) = member, code.selector == chosen.selector,
                  code.parameterTypeNames.map({ $0 }) == chosen.parameterTypeNames.map({ $0 }),
                  let plan = ArgumentPlan(labels: labels, parameters: code.parameters) else { continue }
            return (member, plan)
        }
        return nil
    }

    private func resolvedType(named name: String) -> TypeInfo? {
        scriptTypes[name]
    }
}
