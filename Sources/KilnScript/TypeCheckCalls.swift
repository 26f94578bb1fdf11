// The type checker's calls: which declaration a call reaches (a function, a method, an
// initializer, an enum case, a standard-library member), its arguments checked against the
// parameters' types, its result, and whether it throws without `try`.
import SwiftSyntax

extension TypeChecker {
    /// A call's result; `chained` when a `?` earlier in its callee's chain makes it optional.
    func callType(_ call: FunctionCallExprSyntax, expected: StaticType?) -> (StaticType, chained: Bool) {
        let labels: [String?] = call.arguments.map { $0.label?.text }
        let hasTrailingClosure = call.trailingClosure != nil || !call.additionalTrailingClosures.isEmpty
        var candidates: [FunctionSignature] = []
        var chained = false
        var builtinResult: StaticType?
        /// Whether the candidates are all the declarations a call of this name can reach, so that
        /// labels fitting none of them are a mistake (see `judgeLabels`).
        var reachesAll = false

        let callee = call.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let local = lookupLocalOrMember(name) {
                if case .metatype(let instance) = local { candidates = initializers(of: instance, name: name, &builtinResult, call) }
            } else if let selfType, let methods = methods(of: selfType, name, isStatic: inStaticContext) {
                candidates = methods
                reachesAll = isClosed(selfType)
            } else if let functions = table.functions[name] {
                candidates = functions
                reachesAll = true
            } else if case .metatype(let instance) = table.named(name).asMetatype {
                candidates = initializers(of: instance, name: name, &builtinResult, call)
                reachesAll = table.nominal(instance).map(isClosed) ?? false
            } else if name == "print" || name == "debugPrint" {
                builtinResult = .void
            }
        } else if let member = callee.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if let baseExpr = member.base {
                let (sugaredBase, isChained) = chainTypeOfBase(baseExpr)
                let base = sugaredBase.aliasTarget
                chained = isChained
                if case .metatype(let instance) = base {
                    if name == "init" {
                        candidates = initializers(of: instance, name: instance.description, &builtinResult, call)
                    } else if let type = table.nominal(instance) {
                        candidates = staticCallables(of: type, name)
                    }
                } else if base.isOptional && !isChained {
                    _ = memberType(of: base, name: name, baseExpr: baseExpr)
                } else if let type = table.nominal(base) {
                    // `self.init(…)` and `super.init(…)` call the type's own initializers.
                    candidates = name == "init" ? type.initializers : methods(of: type, name, isStatic: false) ?? []
                    reachesAll = name != "init" && isClosed(type)
                } else if case .array(let element) = base, let result = closureCall(name, element: element, call) {
                    return (result, chained)
                } else {
                    candidates = standardMethods(of: base, name)
                    if candidates.isEmpty, let extended = table.builtinExtensions[base.extensionName], !extended.isGeneric {
                        candidates = extended.methods[name] ?? []
                    }
                }
            } else if let expected, let type = table.nominal(expected.unwrapped) {
                // `.make(…)` / `.case(…)` where the context names the type.
                candidates = name == "init" ? type.initializers : staticCallables(of: type, name)
            }
        }

        let matching = candidates.filter { hasTrailingClosure ? $0.labels.count >= labels.count : $0.accepts(labels: labels) }
        let arguments = Array(call.arguments)
        if matching.isEmpty, reachesAll, candidates.count == 1, !hasTrailingClosure {
            judgeLabels(call, given: labels, expected: candidates[0])
        }
        guard matching.count == 1, let signature = matching.first, !hasTrailingClosure else {
            for argument in arguments { _ = typeOf(argument.expression) }
            if let builtinResult { return (builtinResult, chained) }
            // Overloads that agree on their result and on throwing still say what the call gives.
            if let first = matching.first, matching.allSatisfy({ $0.result == first.result && $0.throwing == first.throwing }) {
                markTry(call, first)
                return (first.result, chained)
            }
            return (.unknown, chained)
        }
        let indices = signature.parameterIndices(for: labels) ?? []
        for (argument, index) in zip(arguments, indices) {
            let parameter = index < signature.parameters.count ? signature.parameters[index] : .unknown
            if let inout_ = argument.expression.as(InOutExprSyntax.self) {
                // `&x` for an `inout` parameter: x must be of its type (Kiln does not ask for "exactly").
                let type = typeOf(inout_.expression, expected: parameter)
                if !signature.isLoose { report(type, against: parameter, .argument, at: Syntax(inout_), expr: inout_.expression) }
            } else if signature.isLoose {
                _ = typeOf(argument.expression)
            } else {
                check(argument.expression, against: parameter, .argument)
            }
        }
        markTry(call, signature)
        return (signature.isGeneric ? .unknown : signature.result, chained)
    }

    /// `filter`, `sorted(by:)`, `map` and `compactMap` on an array: the first two keep the
    /// element type; `map`'s is its closure's result, where that closure is one expression whose
    /// type the element decides (`{ $0.count }`, `{ String($0) }`) and not a literal the context
    /// could make another type (`{ _ in 1 }` may be a `[Double]`). Nothing inside is reported:
    /// the closure is only read for its type.
    private func closureCall(_ name: String, element: StaticType, _ call: FunctionCallExprSyntax) -> StaticType? {
        let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self)
        guard element.isKnown, let closure, call.arguments.count + (call.trailingClosure == nil ? 0 : 1) == 1 else { return nil }
        switch name {
        case "filter", "sorted": return .array(element)
        case "map", "compactMap": break
        default: return nil
        }
        guard closure.statements.count == 1, let only = closure.statements.first else { return .unknown }
        var body: ExprSyntax?
        switch only.item {
        case .expr(let expr): body = expr
        case .stmt(let stmt): body = stmt.as(ReturnStmtSyntax.self)?.expression ?? stmt.as(ExpressionStmtSyntax.self)?.expression
        default: body = nil
        }
        var parameter = "$0"
        switch closure.signature?.parameterClause {
        case nil: break
        case .simpleInput(let names)?:
            guard names.count == 1, let first = names.first else { return .unknown }
            parameter = first.name.text
        case .parameterClause(let clause)?:
            guard clause.parameters.count == 1, let first = clause.parameters.first, first.type == nil else { return .unknown }
            parameter = first.firstName.text
        }
        guard let body, closure.signature?.returnClause == nil, !isLiteralDriven(body) else { return .unknown }
        let reported = diagnostics.count
        scopes.append([parameter: element])
        let result = withFunctionResult { typeOf(body) }
        scopes.removeLast()
        diagnostics.removeSubrange(reported...)
        guard result.isKnown else { return .unknown }
        return name == "map" ? .array(result) : .array(result.unwrapped)
    }

    private func withFunctionResult(_ body: () -> StaticType) -> StaticType {
        var result = StaticType.unknown
        withFunction(returning: .unknown) { result = body() }
        return result
    }

    /// Whether an expression's type may be decided by its context: a literal, or arithmetic and
    /// choices made only of literals.
    private func isLiteralDriven(_ expr: ExprSyntax) -> Bool {
        let expr = unparenthesized(expr)
        if isLiteral(expr) { return true }
        guard let sequence = expr.as(SequenceExprSyntax.self) else { return false }
        func driven(_ infix: Infix) -> Bool {
            switch infix {
            case .operand(let operand): return isLiteralDriven(operand)
            case .binary(let op, _, let lhs, let rhs): return ["+", "-", "*", "/", "%"].contains(op) && driven(lhs) && driven(rhs)
            case .ternary(_, let then, let otherwise, _): return isLiteralDriven(then) || driven(otherwise)
            case .cast: return false
            }
        }
        return driven(fold(sequence))
    }

    /// swiftc's message for labels that differ from the only declaration's: "incorrect argument
    /// label in call (have 'y:', expected 'x:')" or "extraneous argument label 'x:' in call", at
    /// the call's `(`. A first label left out is Swift 2's spelling, which Kiln runs with a note;
    /// other labels left out are the compiler's to report.
    private func judgeLabels(_ call: FunctionCallExprSyntax, given: [String?], expected signature: FunctionSignature) {
        let expected = signature.labels
        guard !signature.fromLibrary, given.count == expected.count, let paren = call.leftParen else { return }
        let differing = zip(given, expected).filter { $0 != $1 }
        guard !differing.isEmpty, !differing.contains(where: { $0.0 == nil }) else { return }
        func spelled(_ labels: [String?]) -> String { labels.map { ($0 ?? "_") + ":" }.joined() }
        // The right labels in the wrong order: swiftc names the one that must come first, at it.
        if Set(given.compactMap { $0 }) == Set(expected.compactMap { $0 }), given.compactMap({ $0 }).count == given.count,
           let first = zip(given, expected).first(where: { $0 != $1 }), let early = first.1, let late = first.0,
           let argument = call.arguments.first(where: { $0.label?.text == early }) {
            error("argument '\(early)' must precede argument '\(late)'", at: argument)
            return
        }
        if differing.count == 1, let extraneous = differing.first, extraneous.1 == nil, let label = extraneous.0 {
            error("extraneous argument label '\(label):' in call", at: paren)
            return
        }
        let noun = differing.count == 1 ? "label" : "labels"
        error("incorrect argument \(noun) in call (have '\(spelled(given))', expected '\(spelled(expected))')", at: paren)
    }

    /// Whether every member of the type is declared where the checker reads it: no superclass,
    /// no protocol whose extensions could add members of the same name.
    private func isClosed(_ type: NominalType) -> Bool {
        !type.isLibrary && type.inherited.isEmpty && type.superclass == nil && !type.isOpen
    }

    private func markTry(_ call: FunctionCallExprSyntax, _ signature: FunctionSignature) {
        guard signature.throwing, tryDepth == 0 else { return }
        guard errorsPropagate else {
            error("call can throw, but it is not marked with 'try' and the error is not handled", at: call)
            return
        }
        error("call can throw but is not marked with 'try'", at: call, notes: [
            "note: did you mean to use 'try'?",
            "note: did you mean to handle error as optional value?",
            "note: did you mean to disable error propagation?",
        ])
    }

    private func chainTypeOfBase(_ base: ExprSyntax) -> (StaticType, Bool) {
        let type = typeOf(base)
        // `a?.f()`: the chain is optional, the method is the wrapped type's.
        if containsOptionalChain(base) { return (type.unwrapped, true) }
        return (type, false)
    }

    /// A name that is a local variable or a property of `self` (which a call of that name calls).
    private func lookupLocalOrMember(_ name: String) -> StaticType? {
        for scope in scopes.dropFirst().reversed() {
            if let type = scope[name] { return type }
        }
        if let selfType, let property = propertyType(of: selfType, name, isStatic: inStaticContext) { return property }
        if let global = scopes[0][name] { return global }
        return nil
    }

    /// A type's initializers; the standard types' conversions give their result directly.
    private func initializers(of instance: StaticType, name: String, _ builtinResult: inout StaticType?,
                              _ call: FunctionCallExprSyntax) -> [FunctionSignature] {
        switch instance.aliasTarget {
        case .string:
            // A library extension's initializer with the call's labels (`String(data:encoding:)`
            // may fail, `String(contentsOf:encoding:)` throws); the standard ones give a String.
            let labels = call.arguments.map { $0.label?.text }
            let declared = table.builtinExtensions[instance.extensionName]?.initializers.filter { $0.labels == labels } ?? []
            if !labels.isEmpty, !declared.isEmpty {
                return declared.map { declaration in
                    var signature = declaration
                    signature.result = declaration.result.isOptional ? .optional(instance) : instance
                    return signature
                }
            }
            builtinResult = .string
        case .int, .double, .float:
            // `Int("12")` may fail; `Int(3.5)` does not.
            let argument = call.arguments.count == 1 && call.arguments.first?.label == nil ? call.arguments.first?.expression : nil
            let from = argument.map { typeOf($0) } ?? .unknown
            builtinResult = from == .string ? .optional(instance) : from.isNumeric ? instance : .unknown
        case .bool:
            builtinResult = call.arguments.isEmpty ? .bool : .unknown
        case .nominal(let typeName):
            guard let type = table.types[typeName], type.kind != .protocolType, !type.isGeneric else { return [] }
            // A class without initializers of its own inherits its superclass's.
            var current: NominalType? = type
            while let candidate = current {
                if !candidate.initializers.isEmpty {
                    // Declaring none, a subclass inherits its superclass's (making its own type).
                    return candidate.initializers.map { inherited in
                        var signature = inherited
                        if candidate !== type, inherited.result != .unknown {
                            signature.result = inherited.result.isOptional ? .optional(instance) : instance
                        }
                        return signature
                    }
                }
                current = candidate.superclass.flatMap { table.types[$0] }
            }
            // No initializer anywhere in a chain the checker knows whole: the implicit `init()`.
            var root: NominalType? = type
            while let superclass = root?.superclass { root = table.types[superclass] }
            if type.kind == .classType, root != nil, root?.isLibrary == false {
                return [FunctionSignature(labels: [], parameters: [], hasDefault: [], isLoose: false, result: .nominal(typeName), throwing: false)]
            }
        default:
            break
        }
        return []
    }

    private func staticCallables(of type: NominalType, _ name: String) -> [FunctionSignature] {
        if let associated = type.cases[name], let parameters = associated {
            return [FunctionSignature(labels: Array(repeating: nil, count: parameters.count), parameters: parameters,
                                      hasDefault: Array(repeating: false, count: parameters.count), isLoose: true,
                                      result: .nominal(type.name), throwing: false)]
        }
        return methods(of: type, name, isStatic: true) ?? []
    }

    /// A type's methods of that name, its superclasses' included; nil when there are none known.
    func methods(of type: NominalType, _ name: String, isStatic: Bool) -> [FunctionSignature]? {
        var found: [FunctionSignature] = []
        var current: NominalType? = type
        var seen: Set<String> = []
        while let candidate = current, seen.insert(candidate.name).inserted {
            found += (isStatic ? candidate.staticMethods[name] : candidate.methods[name]) ?? []
            current = candidate.superclass.flatMap { table.types[$0] }
        }
        return found.isEmpty ? nil : found
    }
}

extension StaticType {
    /// The metatype a type name stands for as a value.
    var asMetatype: StaticType { self == .unknown ? .unknown : .metatype(self) }
}
