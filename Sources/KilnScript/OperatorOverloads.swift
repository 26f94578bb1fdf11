// Which of several functions of one name an operation or call reaches: the one whose declared
// parameter types fit the operands (`static func * (m: Money, k: Int)` for `price * 3` and
// `static func * (k: Int, m: Money)` for `3 * price`, among the left and right operands' types'
// static operators and the file's operator functions), and among a type's methods of one name
// and labels the one whose parameter types fit the arguments (`add(_: Int)`, `add(_: String)`).
import SwiftSyntax

extension Compiler {
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
            if let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil {
                let name = identifier.name.text
                if generics.contains(name) { return nil }
                return name == "Self" ? selfType?.name : name
            }
            if type.is(MemberTypeSyntax.self) { return type.trimmedDescription }
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
            switch operand {
            case .structValue, .enumCase, .object: break
            default: continue
            }
            let type = typeInfo(of: operand)
            guard !seen.contains(ObjectIdentifier(type)) else { continue }
            seen.append(ObjectIdentifier(type))
            for member in type.lookupStatic(op) ?? type.protocolDefaults[op] ?? [] {
                if case .method(let code) = member, code.parameters.count == operands.count { candidates.append((code, .metatype(type))) }
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
        let actual = typeName(of: value)
        if actual == name { return 3 }
        let type = typeInfo(of: value)
        if type.name == name { return 3 }
        if type.conforms(to: name) || resolvedType(named: name).map({ type.isSubclass(of: $0) }) == true { return 2 }
        if case .int = value, ["Double", "Float", "CGFloat"].contains(name) { return 1 }
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
        var bestScore = Int.min
        for (member, plan, code) in fitting {
            // A variadic overload ranks below one taking the arguments one by one, as in Swift.
            var score = code.parameters.contains(where: \.isVariadic) ? -1 : 0
            let inOrder = plan.isIdentity || (arguments.count <= code.parameters.count
                && zip(labels, code.parameters).allSatisfy { $0 == $1.label } && !code.parameters.contains(where: \.isVariadic))
            if inOrder, let names = code.parameterTypeNames, names.count >= arguments.count {
                for (argument, name) in zip(arguments, names) {
                    guard let fit = operandFit(argument, name) else { score = Int.min; break }
                    score += fit
                }
            }
            if score > bestScore { (best, bestScore) = ((member, plan), score) }
        }
        return best ?? (fitting[0].0, fitting[0].1)
    }

    private func resolvedType(named name: String) -> TypeInfo? {
        scriptTypes[name]
    }
}
