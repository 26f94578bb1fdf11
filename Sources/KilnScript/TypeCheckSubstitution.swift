// A script's generic types with their arguments in the checker's static types: `Box<Double>`
// written in an annotation or `Box<Double>(…)`, the context's type for `Box(5)` (whose 5 is then
// a Double, as the compiler is told through the literal's type), and the arguments' types for
// `Box(name)` (literals only where a variable's initial value: `let b = Box(3)` is a `Box<Int>`).
// A generic type's members keep their written types (`NominalType.propertySyntax`,
// `FunctionSignature.parameterSyntax`/`resultSyntax`), resolved again with an instance's
// arguments: `b.value` of a `Box<Int>` is an Int, `s.push(_:)` of a `Stack<Int>` takes an Int.
// A generic function's result is its written type with the parameters its arguments tell
// (`first(names)` of a `[String]` is a String). Whatever the checker cannot tell stays `unknown`,
// which every check passes.
import SwiftSyntax

extension TypeTable {
    /// `syntax` resolved with `arguments` standing for the generic parameters they name.
    func resolve(_ syntax: TypeSyntax?, substituting arguments: [String: StaticType], in context: String?) -> StaticType {
        guard let syntax else { return .unknown }
        let saved = (substitutions, self.context)
        substitutions = arguments
        if let context { self.context = context }
        defer { (substitutions, self.context) = saved }
        return resolve(syntax)
    }
}

extension StaticType {
    /// Whether an `unknown` is anywhere in the type (a generic parameter resolved without its argument).
    var mentionsUnknown: Bool {
        switch self {
        case .unknown: return true
        case .optional(let wrapped), .array(let wrapped), .set(let wrapped), .metatype(let wrapped): return wrapped.mentionsUnknown
        case .dictionary(let key, let value): return key.mentionsUnknown || value.mentionsUnknown
        case .tuple(let elements): return elements.contains(where: \.mentionsUnknown)
        case .function(let parameters, let result): return result.mentionsUnknown || parameters.contains(where: \.mentionsUnknown)
        case .nominal(_, let arguments): return arguments.contains(where: \.mentionsUnknown)
        case .sugared(_, let type): return type.mentionsUnknown
        default: return false
        }
    }
}

extension TypeChecker {
    /// A generic instance type's parameters → arguments; nil for any other type.
    func substitutionMap(_ type: StaticType) -> (NominalType, [String: StaticType])? {
        guard case .nominal(let name, let arguments) = type.desugared, !arguments.isEmpty, let nominal = table.types[name],
              nominal.genericParameters.count == arguments.count else { return nil }
        return (nominal, Dictionary(zip(nominal.genericParameters, arguments), uniquingKeysWith: { a, _ in a }))
    }

    /// `box.value` of a `Box<Double>`: the property's written type with the instance's arguments.
    func genericPropertyType(of base: StaticType, _ type: NominalType, _ name: String) -> StaticType? {
        guard let syntax = type.propertySyntax[name], type.superclass == nil, let (_, map) = substitutionMap(base) else { return nil }
        return table.resolve(syntax, substituting: map, in: type.name)
    }

    /// A script declaration's signature with its written types resolved with `map` (the generic
    /// type's arguments; the declaration's own generic parameters stay its own).
    func specialized(_ signature: FunctionSignature, _ map: [String: StaticType], in context: String?) -> FunctionSignature {
        guard !signature.fromLibrary, signature.parameterSyntax.count == signature.parameters.count else { return signature }
        var map = map
        for own in signature.ownGenerics { map[own] = nil }
        guard !map.isEmpty else { return signature }
        var result = signature
        for (index, syntax) in signature.parameterSyntax.enumerated() where signature.parameters[index].mentionsUnknown {
            guard let syntax else { continue }
            let resolved = table.resolve(syntax, substituting: map, in: context)
            // A closure parameter stays as it was read (its arguments are typed loosely).
            if case .function = resolved { continue }
            result.parameters[index] = resolved
        }
        if signature.result.mentionsUnknown, let syntax = signature.resultSyntax {
            result.result = table.resolve(syntax, substituting: map, in: context)
        }
        result.substitutions = map
        return result
    }

    /// A generic instance's methods (`s.push(_:)` of a `Stack<Int>`), those its type declares.
    /// Where the base's arguments are not known (`Tree.leaf.inserting(3)`), a method giving the
    /// type itself (`-> Tree<T>`, `-> Tree`, `-> Self`) takes those of the context that wants it.
    func specializedMembers(_ candidates: [FunctionSignature], of base: StaticType, _ type: NominalType, _ name: String,
                            expected: StaticType? = nil) -> [FunctionSignature] {
        guard type.superclass == nil else { return candidates }
        var map: [String: StaticType], onlyGivingSelf = false
        if let (_, known) = substitutionMap(base) {
            map = known
        } else if case .nominal(let typeName, _) = base.desugared, let expected, case .nominal(let wanted, let arguments) = expected.desugared.unwrapped,
                  wanted == typeName, let (_, wantedMap) = substitutionMap(.nominal(wanted, arguments)) {
            (map, onlyGivingSelf) = (wantedMap, true)
        } else {
            return candidates
        }
        let own = Set((type.methods[name] ?? []).compactMap(\.declarationOffset))
        return candidates.map { candidate in
            guard let offset = candidate.declarationOffset, own.contains(offset) else { return candidate }
            if onlyGivingSelf, !givesSelf(candidate, type) { return candidate }
            return specialized(candidate, map, in: type.name)
        }
    }

    /// Whether a method's written result is its generic type with its own parameters.
    private func givesSelf(_ signature: FunctionSignature, _ type: NominalType) -> Bool {
        guard let identifier = signature.resultSyntax?.as(IdentifierTypeSyntax.self) else { return false }
        if identifier.name.text == "Self" { return identifier.genericArgumentClause == nil }
        guard identifier.name.text == type.name.split(separator: ".").last.map(String.init) else { return false }
        guard let clause = identifier.genericArgumentClause else { return true }
        return clause.arguments.map(\.argument.trimmedDescription) == type.genericParameters
    }

    /// `Box(5)` where the context wants a `Box<Double>`: the initializers take the context's
    /// arguments. Notes the call for `genericInstanceResult`.
    func noteGenericInstance(_ call: FunctionCallExprSyntax, _ instance: StaticType, expected: StaticType?,
                             _ candidates: [FunctionSignature]) -> [FunctionSignature] {
        guard let type = table.nominal(instance), !type.genericParameters.isEmpty, !type.isLibrary else { return candidates }
        if let expected, case .nominal(let name, let arguments) = expected.desugared.unwrapped, name == type.name,
           let (_, map) = substitutionMap(.nominal(name, arguments)) {
            genericInstanceCalls[call.id] = .nominal(name, arguments)
            return candidates.map { specialized($0, map, in: type.name) }
        }
        genericInstanceCalls[call.id] = .nominal(type.name)
        return candidates
    }

    /// The instance type of a call `noteGenericInstance` noted: the context's, or the one its
    /// arguments tell.
    func genericInstanceResult(_ call: FunctionCallExprSyntax, _ result: StaticType) -> StaticType {
        guard let noted = genericInstanceCalls.removeValue(forKey: call.id), case .nominal(let name, let arguments) = noted else { return result }
        let optional = result.isOptional
        guard case .nominal(let made, let madeArguments) = result.unwrapped, made == name, madeArguments.isEmpty,
              let type = table.types[name] else { return result }
        var instance = noted
        if arguments.isEmpty {
            guard let inferred = inferredArguments(call, type) else { return result }
            instance = .nominal(name, inferred)
        }
        return optional ? .optional(instance) : instance
    }

    /// The arguments `Box(name)` gives a generic type through its one initializer the labels fit.
    private func inferredArguments(_ call: FunctionCallExprSyntax, _ type: NominalType) -> [StaticType]? {
        guard call.trailingClosure == nil, type.superclass == nil else { return nil }
        let labels = call.arguments.map { $0.label?.text }
        let fitting = type.initializers.filter { $0.accepts(labels: labels) }
        guard fitting.count == 1, let signature = fitting.first, signature.ownGenerics.isEmpty,
              signature.parameterSyntax.count == signature.parameters.count,
              let indices = signature.parameterIndices(for: labels) else { return nil }
        // A variable's initial value gives its literals their own types (`let b = Box(3)`).
        let defaulting = call.parent?.is(InitializerClauseSyntax.self) == true
            && call.parent?.parent?.as(PatternBindingSyntax.self)?.typeAnnotation == nil
        // `Gauge(reading: 1)` of a `Gauge<Value: BinaryFloatingPoint>`: the literal is a Double.
        var floating: [String: StaticType] = [:]
        for (argument, index) in zip(call.arguments, indices) where index < signature.parameterSyntax.count {
            guard let written = signature.parameterSyntax[index]?.as(IdentifierTypeSyntax.self), written.genericArgumentClause == nil,
                  type.floatingParameters.contains(written.name.text) else { continue }
            var expression = unparenthesized(argument.expression)
            if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" { expression = prefix.expression }
            if let literal = expression.as(IntegerLiteralExprSyntax.self) { forceLiteral(literal, .double) }
            if expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self) { floating[written.name.text] = .double }
        }
        var map = unify(Array(call.arguments), indices, signature, generics: Set(type.genericParameters), literals: false)
        if defaulting {
            // Literals give their default types only to parameters no numeric protocol constrains.
            let literal = unify(Array(call.arguments), indices, signature, generics: type.literalDefaultingParameters, literals: true)
            map.merge(literal) { plain, _ in plain }
        }
        map.merge(floating) { plain, _ in plain }
        let arguments = type.genericParameters.map { map[$0] ?? .unknown }
        return arguments.contains(where: \.isKnown) ? arguments : nil
    }

    /// What the arguments say each of `generics` is; a parameter given two types is left out.
    func unify(_ arguments: [LabeledExprSyntax], _ indices: [Int], _ signature: FunctionSignature, generics: Set<String>,
               literals: Bool) -> [String: StaticType] {
        var map: [String: StaticType] = [:], conflicting: Set<String> = []
        func match(_ syntax: TypeSyntax, _ type: StaticType) {
            let type = type.desugared
            guard type.isKnown || { if case .nominal = type { return true }; return false }() else { return }
            if let identifier = syntax.as(IdentifierTypeSyntax.self) {
                let name = identifier.name.text
                if identifier.genericArgumentClause == nil, generics.contains(name) {
                    guard type.isKnown, !type.mentionsUnknown, type != .nilLiteral else { return }
                    if let earlier = map[name], earlier != type { conflicting.insert(name) } else { map[name] = type }
                    return
                }
                if let clause = identifier.genericArgumentClause, case .nominal(let typeName, let typeArguments) = type,
                   typeName == name || typeName.hasSuffix("." + name), typeArguments.count == clause.arguments.count {
                    for (argument, inner) in zip(clause.arguments, typeArguments) {
                        if case .type(let written) = argument.argument { match(written, inner) }
                    }
                }
                return
            }
            if let array = syntax.as(ArrayTypeSyntax.self), case .array(let element) = type { match(array.element, element); return }
            if let optional = syntax.as(OptionalTypeSyntax.self) {
                match(optional.wrappedType, type.unwrapped)
                return
            }
            if let dictionary = syntax.as(DictionaryTypeSyntax.self), case .dictionary(let key, let value) = type {
                match(dictionary.key, key)
                match(dictionary.value, value)
            }
        }
        for (argument, index) in zip(arguments, indices) where index < signature.parameterSyntax.count {
            guard let syntax = signature.parameterSyntax[index] else { continue }
            let expression = unparenthesized(argument.expression)
            if expression.is(ClosureExprSyntax.self) || expression.is(InOutExprSyntax.self) { continue }
            let literal = isLiteralDriven(expression) || expression.is(ArrayExprSyntax.self) || expression.is(DictionaryExprSyntax.self)
            if literal && !literals { continue }
            let reported = diagnostics.count
            let type = typeOf(expression)
            if diagnostics.count > reported { diagnostics.removeSubrange(reported...) }
            match(syntax, type)
        }
        for name in conflicting { map[name] = nil }
        return map
    }

    /// A script's generic function's (or generic method's) result: its written type with what
    /// the arguments tell of its generic parameters (and a generic instance's arguments).
    func inferredGenericResult(_ signature: FunctionSignature, _ call: FunctionCallExprSyntax, labels: [String?]) -> StaticType {
        guard !signature.fromLibrary, !signature.ownGenerics.isEmpty,
              signature.parameterSyntax.count == signature.parameters.count,
              let indices = signature.parameterIndices(for: labels) else { return .unknown }
        noteGenericCallArguments(signature, call, indices)
        guard let syntax = signature.resultSyntax else { return .unknown }
        var map = signature.substitutions
        let inferred = unify(Array(call.arguments), indices, signature, generics: Set(signature.ownGenerics), literals: false)
        guard !inferred.isEmpty else { return .unknown }
        map.merge(inferred) { _, new in new }
        let result = table.resolve(syntax, substituting: map, in: nil)
        // Only a result the checker fully knows (a closure's, a literal's parameter stays unknown).
        return result.mentionsUnknown ? .unknown : result
    }

    /// A call of a script's generic function: the types its generic parameters take, written
    /// (`total([Vec]())`: `T` is `Vec`, which the empty array cannot tell when the code runs).
    private func noteGenericCallArguments(_ signature: FunctionSignature, _ call: FunctionCallExprSyntax, _ indices: [Int]) {
        let inferred = unify(Array(call.arguments), indices, signature, generics: Set(signature.ownGenerics), literals: true)
        var written: [String: String] = [:]
        for (name, type) in inferred { if let spelled = writtenSpelling(type) { written[name] = spelled } }
        if !written.isEmpty { genericCallArguments[source.location(of: call)] = written }
    }

    /// `type` as Swift source writes it, where every part is a concrete type the script can name
    /// (not a generic parameter of the code around the call); nil otherwise.
    func writtenSpelling(_ type: StaticType) -> String? {
        switch type.desugared {
        case .int, .double, .float, .bool, .string, .character: return type.desugared.description
        case .optional(let wrapped): return writtenSpelling(wrapped).map { "\($0)?" }
        case .array(let element): return writtenSpelling(element).map { "[\($0)]" }
        case .set(let element): return writtenSpelling(element).map { "Set<\($0)>" }
        case .dictionary(let key, let value):
            guard let k = writtenSpelling(key), let v = writtenSpelling(value) else { return nil }
            return "[\(k): \(v)]"
        case .nominal(let name, let arguments):
            guard let nominal = table.types[name], !nominal.isLibrary, nominal.kind != .protocolType, !name.contains(".") else { return nil }
            guard !arguments.isEmpty else { return nominal.genericParameters.isEmpty ? name : nil }
            let spelled = arguments.compactMap(writtenSpelling)
            return spelled.count == arguments.count ? "\(name)<\(spelled.joined(separator: ", "))>" : nil
        default: return nil
        }
    }

    /// `Box<Double>(7)`, `Stack<Int>()`: a script generic type's initializer with written
    /// arguments; its parameters take them. Nil for any other call.
    func specializedInitializerCall(_ call: FunctionCallExprSyntax) -> StaticType? {
        guard let specialization = call.calledExpression.as(GenericSpecializationExprSyntax.self),
              let reference = specialization.expression.as(DeclReferenceExprSyntax.self),
              lookupLocalOrMember(reference.baseName.text) == nil,
              case .nominal(let name, _) = table.named(reference.baseName.text), let type = table.types[name], !type.isLibrary,
              type.genericParameters.count == specialization.genericArgumentClause.arguments.count else { return nil }
        let arguments = specialization.genericArgumentClause.arguments.map { argument -> StaticType in
            if case .type(let written) = argument.argument { return table.resolve(written) }
            return .unknown
        }
        let instance = StaticType.nominal(name, arguments)
        guard let (_, map) = substitutionMap(instance) else { return nil }
        let labels = call.arguments.map { $0.label?.text }
        let fitting = call.trailingClosure == nil && call.additionalTrailingClosures.isEmpty
            ? type.initializers.filter { $0.accepts(labels: labels) } : []
        guard fitting.count == 1, let signature = fitting.first.map({ specialized($0, map, in: type.name) }),
              let indices = signature.parameterIndices(for: labels) else {
            for argument in call.arguments { _ = typeOf(argument.expression) }
            if let closure = call.trailingClosure { _ = typeOf(ExprSyntax(closure)) }
            return instance
        }
        for (argument, index) in zip(call.arguments, indices) {
            let parameter = index < signature.parameters.count ? signature.parameters[index] : .unknown
            if signature.isLoose || argument.expression.is(InOutExprSyntax.self) || !parameter.isKnown {
                _ = typeOf(argument.expression)
            } else {
                check(argument.expression, against: parameter, .argument)
            }
        }
        markTry(call, signature)
        if case .optional = signature.result { return .optional(instance) }
        return signature.result == .unknown ? .unknown : instance
    }
}

extension TypeChecker {
    /// `.success(4)` where the context wants an `Outcome<Double, E>`: the case's associated values
    /// take the context's arguments (the 4 is a Double).
    func specializedCases(_ candidates: [FunctionSignature], of expected: StaticType, _ type: NominalType, _ name: String) -> [FunctionSignature] {
        guard candidates.count == 1, var signature = candidates.first, let written = type.caseSyntax[name],
              written.count == signature.parameters.count, let (_, map) = substitutionMap(expected) else { return candidates }
        for (index, syntax) in written.enumerated() where signature.parameters[index].mentionsUnknown {
            signature.parameters[index] = table.resolve(syntax, substituting: map, in: type.name)
        }
        signature.result = .nominal(type.name, type.genericParameters.map { map[$0] ?? .unknown })
        // Associated values the checker now knows whole are checked as a function's arguments are.
        if signature.parameters.allSatisfy({ !$0.mentionsUnknown && { if case .function = $0 { return false }; return true }($0) }) {
            signature.isLoose = false
        }
        return [signature]
    }
}

extension TypeChecker {
    /// `pick(1..<3)` beside `pick<T>(_: Range<T>)` and `pick<T>(_: ClosedRange<T>)`: a range
    /// written with `..<` or `...` takes the overload whose parameter names its kind.
    func chooseByRangeShape(_ call: FunctionCallExprSyntax, _ candidates: [FunctionSignature], labels: [String?]) -> FunctionSignature? {
        guard candidates.count > 1, call.trailingClosure == nil else { return nil }
        let arguments = Array(call.arguments)
        var kinds: [Int: String] = [:]
        for (position, argument) in arguments.enumerated() {
            guard let sequence = unparenthesized(argument.expression).as(SequenceExprSyntax.self), sequence.elements.count == 3,
                  let op = Array(sequence.elements)[1].as(BinaryOperatorExprSyntax.self)?.operator.text else { continue }
            if op == "..<" { kinds[position] = "Range" } else if op == "..." { kinds[position] = "ClosedRange" }
        }
        guard !kinds.isEmpty else { return nil }
        func writtenRange(_ syntax: TypeSyntax?) -> String? {
            guard let identifier = syntax?.as(IdentifierTypeSyntax.self), ["Range", "ClosedRange"].contains(identifier.name.text) else { return nil }
            return identifier.name.text
        }
        let fitting = candidates.filter { candidate in
            guard !candidate.fromLibrary, candidate.parameterSyntax.count == candidate.parameters.count,
                  let indices = candidate.parameterIndices(for: labels), indices.count == arguments.count else { return false }
            var namesRange = false
            for (position, kind) in kinds {
                guard let written = writtenRange(candidate.parameterSyntax[indices[position]]) else { continue }
                guard written == kind else { return false }
                namesRange = true
            }
            return namesRange
        }
        return fitting.count == 1 ? fitting.first : nil
    }
}
