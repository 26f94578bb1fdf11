// The type checker's generics: a script type that surely does not conform to a standard
// protocol used where one must ("global function 'same' requires that 'Point' conform to
// 'Equatable'", `Set<Point>`, `==` and `sort()` on a type that is not Equatable or Comparable),
// and generic parameters nothing can infer.
import SwiftSyntax

extension TypeChecker {
    /// Protocols adopting which leaves a type's conformance to Equatable, Hashable and
    /// Comparable as its own declaration says.
    private static let neutralProtocols: Set<String> = [
        "Codable", "Encodable", "Decodable", "CustomStringConvertible", "CustomDebugStringConvertible", "Identifiable",
        "Sendable", "CaseIterable", "Error",
    ]

    /// Whether `type` conforms to the standard protocol `name` (Equatable, Hashable, Comparable,
    /// CustomStringConvertible); nil when the checker cannot be sure.
    func conforms(_ type: StaticType, to name: String) -> Bool? {
        switch type.desugared {
        case .int, .double, .float, .string, .character:
            return true
        case .bool:
            return name != "Comparable"
        case .nominal(let typeName, _):
            guard let nominal = table.types[typeName], !nominal.isLibrary, !nominal.isOpen, !nominal.isGeneric,
                  nominal.superclass == nil, nominal.kind != .protocolType, declaredHere(nominal) else { return nil }
            if nominal.inherited.contains(name) { return true }
            if name == "Equatable", nominal.inherited.contains("Hashable") || nominal.inherited.contains("Comparable") { return true }
            // Equatable and Hashable say nothing of Comparable (Hashable nothing of Equatable's absence).
            let neutral = Self.neutralProtocols.union(name == "Hashable" ? [] : name == "Equatable" ? [] : ["Equatable", "Hashable"])
            guard nominal.inherited.isSubset(of: neutral) else { return nil }
            // An enum without associated values is Equatable and Hashable by itself.
            if nominal.kind == .enumeration, name == "Equatable" || name == "Hashable" {
                return nominal.cases.values.allSatisfy { $0 == nil }
            }
            return false
        default:
            return nil
        }
    }

    /// `same(count, label)` for `func same<T>(_ a: T, _ b: T)`: two values (not literals) of
    /// different value types for one generic parameter.
    private func judgeConflictingArguments(_ parameters: [FunctionParameterSyntax], _ arguments: [LabeledExprSyntax],
                                           generics: Set<String>, requirements: [String: [String]],
                                           at reference: DeclReferenceExprSyntax) -> Bool {
        // A result of the parameter's type given to a context that takes anything (`print(f(3, "x"))`)
        // lets swiftc make an unconstrained one `Any`, and words a constrained one's literals
        // otherwise: judged only where the call's value goes nowhere or to an untyped name.
        var inResult: Set<String> = []
        if let result = parameters.first.flatMap({ findFunction(of: $0) })?.signature.returnClause?.type, !callValueIsUnconstrained(reference) {
            inResult = Set(result.tokens(viewMode: .sourceAccurate).map(\.text)).intersection(generics)
        }
        var seen: [String: StaticType] = [:]
        for (parameter, argument) in zip(parameters, arguments) {
            let name = parameter.type.trimmedText
            guard generics.contains(name), !(inResult.contains(name) && requirements[name] == nil), !isLiteral(argument.expression), !isLiteralDriven(argument.expression),
                  !argument.expression.is(ClosureExprSyntax.self) else { continue }
            let reported = diagnostics.count
            let type = typeOf(argument.expression)
            diagnostics.removeSubrange(reported...)
            guard isPlainValueType(type) else { continue }
            if let earlier = seen[name], earlier != type {
                error("conflicting arguments to generic parameter '\(name)' ('\(earlier)' vs. '\(type)')", at: reference)
                return true
            }
            seen[name] = type
        }
        // Protocols every standard value type adopts leave the literals' words as they are.
        let neutral = generics.filter { (requirements[$0] ?? []).allSatisfy(["Equatable", "Hashable", "Comparable", "CustomStringConvertible"].contains) }
            .filter { !(inResult.contains($0) && requirements[$0] == nil) }
        return judgeConflictingLiterals(parameters, arguments, generics: neutral, inOrder: inResult, at: reference)
    }

    private func findFunction(of parameter: FunctionParameterSyntax) -> FunctionDeclSyntax? {
        var node = parameter.parent
        while let current = node {
            if let function = current.as(FunctionDeclSyntax.self) { return function }
            node = current.parent
        }
        return nil
    }

    /// Whether the value of the call `reference` names is used where nothing constrains its type:
    /// a statement of its own, `_ = f(…)`, `let r = f(…)`.
    private func callValueIsUnconstrained(_ reference: DeclReferenceExprSyntax) -> Bool {
        guard let call = reference.parent?.as(FunctionCallExprSyntax.self) else { return false }
        var node = Syntax(call)
        if let tryExpr = node.parent?.as(TryExprSyntax.self) { node = Syntax(tryExpr) }
        guard let parent = node.parent else { return false }
        if parent.is(CodeBlockItemSyntax.self) || parent.is(ExpressionStmtSyntax.self) { return true }
        if let initializer = parent.as(InitializerClauseSyntax.self), let binding = initializer.parent?.as(PatternBindingSyntax.self) {
            return binding.typeAnnotation == nil
        }
        if let list = parent.as(ExprListSyntax.self), list.count == 3, list.last.map({ Syntax($0) == node }) == true,
           list.dropFirst().first?.is(AssignmentExprSyntax.self) == true, list.first?.is(DiscardAssignmentExprSyntax.self) == true {
            return true
        }
        return false
    }

    /// The types a plain literal may be among the value types the checker judges, its default first.
    private func literalTypes(_ expr: ExprSyntax) -> [StaticType]? {
        var expr = unparenthesized(expr)
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" { expr = prefix.expression }
        if expr.is(IntegerLiteralExprSyntax.self) { return [.int, .double, .float] }
        if expr.is(FloatLiteralExprSyntax.self) { return [.double, .float] }
        if expr.is(BooleanLiteralExprSyntax.self) { return [.bool] }
        if let string = expr.as(StringLiteralExprSyntax.self), string.openingQuote.text != "'" { return [.string, .character] }
        return nil
    }

    /// `same(1, "a")`, `same(count, 2.5)`: two arguments of one unconstrained generic parameter, a
    /// literal among them, that no one type can be. swiftc names a variable's type first, and of
    /// two literals the later one's — the earlier one's where the call's result, of the
    /// parameter's type, goes to a context that takes anything (`inOrder`).
    private func judgeConflictingLiterals(_ parameters: [FunctionParameterSyntax], _ arguments: [LabeledExprSyntax],
                                          generics: Set<String>, inOrder: Set<String>, at reference: DeclReferenceExprSyntax) -> Bool {
        var byParameter: [String: [ExprSyntax]] = [:]
        for (parameter, argument) in zip(parameters, arguments) where generics.contains(parameter.type.trimmedText) {
            byParameter[parameter.type.trimmedText, default: []].append(argument.expression)
        }
        for (name, values) in byParameter.sorted(by: { $0.key < $1.key }) where values.count == 2 {
            let literals = values.map(literalTypes)
            guard literals.contains(where: { $0 != nil }) else { continue }
            var firstShown: StaticType, secondShown: StaticType
            if let a = literals[0], let b = literals[1] {
                guard !a.contains(where: b.contains) else { continue }
                (firstShown, secondShown) = inOrder.contains(name) ? (a[0], b[0]) : (b[0], a[0])
            } else {
                let variable = literals[0] == nil ? values[0] : values[1]
                guard let literal = literals[0] ?? literals[1], !isLiteralDriven(variable) else { continue }
                let reported = diagnostics.count
                let type = typeOf(variable)
                diagnostics.removeSubrange(reported...)
                guard [.int, .double, .string, .bool].contains(type), !literal.contains(type) else { continue }
                (firstShown, secondShown) = (type, literal[0])
            }
            error("conflicting arguments to generic parameter '\(name)' ('\(firstShown)' vs. '\(secondShown)')", at: reference)
            return true
        }
        return false
    }

    private func isPlainValueType(_ type: StaticType) -> Bool {
        switch type {
        case .int, .double, .float, .string, .bool, .character: return true
        case .nominal(let name, _):
            guard let nominal = table.types[name], !nominal.isLibrary else { return false }
            return nominal.kind == .structure || nominal.kind == .enumeration
        default: return false
        }
    }

    private func isScriptProtocol(_ name: String) -> Bool {
        guard let type = table.types[name] else { return false }
        return type.kind == .protocolType && !type.isLibrary
    }

    /// Whether a script type adopts a script protocol (through the protocols it adopts too); nil
    /// where the checker cannot see all (a superclass, a library protocol, generics).
    func conformsToScriptProtocol(_ type: StaticType, _ name: String) -> Bool? {
        guard case .nominal(let typeName, _) = type.desugared, let nominal = table.types[typeName], !nominal.isLibrary, !nominal.isOpen,
              !nominal.isGeneric, nominal.superclass == nil, nominal.kind != .protocolType, declaredHere(nominal) else { return nil }
        var queue = Array(nominal.inherited), seen: Set<String> = []
        while let next = queue.popLast() {
            guard seen.insert(next).inserted else { continue }
            if next == name { return true }
            if let declared = table.types[next], declared.kind == .protocolType {
                if declared.isLibrary { continue }
                queue += declared.inherited
            } else if !Self.neutralProtocols.contains(next), !["Equatable", "Hashable", "Comparable", "Codable", "Encodable", "Decodable"].contains(next) {
                return nil
            }
        }
        return false
    }

    /// `Set<Point>`, `[Point: String]`: a key type that is surely not Hashable.
    func checkHashableKeys(_ syntax: TypeSyntax) {
        for node in [Syntax(syntax)] + syntax.children(viewMode: .sourceAccurate).flatMap({ $0.children(viewMode: .sourceAccurate) }) {
            guard let type = node.as(TypeSyntax.self) else { continue }
            var key: TypeSyntax?
            if let dictionary = type.as(DictionaryTypeSyntax.self) { key = dictionary.key }
            if let identifier = type.as(IdentifierTypeSyntax.self), ["Set", "Dictionary"].contains(identifier.name.text),
               let first = identifier.genericArgumentClause?.arguments.first, case .type(let argument) = first.argument {
                key = argument
            }
            guard let key, case .nominal(let name, _) = table.resolve(key), conforms(.nominal(name), to: "Hashable") == false else { continue }
            error("type '\(name)' does not conform to protocol 'Hashable'", at: type)
            return
        }
    }

    static let numberProtocols: Set<String> = ["Numeric", "AdditiveArithmetic", "SignedNumeric", "BinaryInteger", "SignedInteger",
                                               "FloatingPoint", "BinaryFloatingPoint"]

    /// Whether a standard type is one of the number protocols; nil where the checker cannot
    /// tell (a script's or library's own type may adopt them).
    static func standardNumberConformance(_ type: StaticType, _ name: String) -> Bool? {
        switch type.desugared {
        case .int: return !["FloatingPoint", "BinaryFloatingPoint"].contains(name)
        case .double, .float: return !["BinaryInteger", "SignedInteger"].contains(name)
        case .string, .bool, .character, .array, .dictionary, .set, .tuple, .optional: return false
        default: return nil
        }
    }

    /// A script's generic function called with an argument whose type does not meet its
    /// parameter's constraint. Whether it reported.
    func judgeGenericRequirements(_ call: FunctionCallExprSyntax, function name: String, reference: DeclReferenceExprSyntax) -> Bool {
        let declarations = topLevelFunctions[name] ?? []
        guard declarations.count == 1, let function = declarations.first, let clause = function.genericParameterClause else { return false }
        var requirements: [String: [String]] = [:]
        for parameter in clause.parameters {
            if let inherited = parameter.inheritedType { requirements[parameter.name.text, default: []] += inherited.trimmedText.split(separator: "&").map { $0.filter { $0 != " " } } }
        }
        for requirement in (function.genericWhereClause?.requirements).elementsIfAny {
            if case .conformanceRequirement(let conformance) = requirement.requirement {
                requirements[conformance.leftType.trimmedText, default: []] += conformance.rightType.trimmedText.split(separator: "&").map { $0.filter { $0 != " " } }
            }
        }
        let parameters = Array(function.signature.parameterClause.parameters)
        let arguments = Array(call.arguments)
        guard parameters.count == arguments.count else { return false }
        if judgeConflictingArguments(parameters, arguments, generics: Set(clause.parameters.map(\.name.text)), requirements: requirements,
                                     at: reference) { return true }
        for (parameter, argument) in zip(parameters, arguments) {
            var typeName = parameter.type.trimmedText
            var elementOf = false
            if let array = parameter.type.as(ArrayTypeSyntax.self) { typeName = array.element.trimmedText; elementOf = true }
            guard let protocols = requirements[typeName] else { continue }
            let reported = diagnostics.count
            var type = typeOf(argument.expression)
            diagnostics.removeSubrange(reported...)
            if elementOf {
                guard case .array(let element) = type else { continue }
                type = element
            }
            for name in protocols where ["Equatable", "Hashable", "Comparable", "CustomStringConvertible"].contains(name) || isScriptProtocol(name)
                || (Self.numberProtocols.contains(name) && parameters.filter({ $0.type.trimmedText == typeName || $0.type.trimmedText == "[\(typeName)]" }).count == 1) {
                let conformance = Self.numberProtocols.contains(name) ? Self.standardNumberConformance(type, name)
                    : isScriptProtocol(name) ? conformsToScriptProtocol(type, name) : conforms(type, to: name)
                if conformance == false {
                    error("global function '\(function.name.text)' requires that '\(type)' conform to '\(name)'", at: reference)
                    return true
                }
            }
        }
        return false
    }

    /// `JSONDecoder().decode(Item.self, from: data)` or `JSONEncoder().encode(items)` of a script
    /// type that surely is not Decodable (Encodable). swiftc names the method when the value is
    /// of the type itself, the coder's class when an Array, Dictionary, Set or Optional holds it.
    /// Whether it reported.
    func judgeCoderRequirement(_ name: String, base: StaticType, _ call: FunctionCallExprSyntax, at node: Syntax) -> Bool {
        let labels = call.arguments.map { $0.label?.text }
        guard case .nominal(let coder, _) = base.desugared, let first = call.arguments.first?.expression else { return false }
        let wanted: String
        switch (name, coder, labels) {
        case ("decode", "JSONDecoder", [nil, "from"]), ("decode", "PropertyListDecoder", [nil, "from"]): wanted = "Decodable"
        case ("encode", "JSONEncoder", [nil]), ("encode", "PropertyListEncoder", [nil]): wanted = "Encodable"
        default: return false
        }
        let reported = diagnostics.count
        let argumentType = wanted == "Decodable" ? typeNamed(byMetatype: first) : typeOf(first)
        diagnostics.removeSubrange(reported...)
        guard var value = argumentType?.desugared else { return false }
        // The type an Array, Set, Optional or String- or Int-keyed Dictionary holds, if `type` is one.
        func held(in type: StaticType) -> StaticType? {
            switch type {
            case .optional(let inner), .array(let inner), .set(let inner), .dictionary(.string, let inner), .dictionary(.int, let inner): return inner
            default: return nil
            }
        }
        let isHeld = held(in: value) != nil
        while let inner = held(in: value) { value = inner }
        guard case .nominal(let typeName, _) = value, let type = table.types[typeName],
              scriptConforms(type, to: wanted, or: "Codable") == false else { return false }  // TypeCheckConstrainedExtensions.swift
        for argument in call.arguments.dropFirst() { _ = typeOf(argument.expression) }
        let what = isHeld ? "class '\(coder)'" : wanted == "Decodable" ? "instance method 'decode(_:from:)'" : "instance method 'encode'"
        error("\(what) requires that '\(value)' conform to '\(wanted)'", at: node)
        return true
    }

    /// The type `X.self` names, for the types a decoder is given: `Item.self`, `[Item].self`,
    /// `[String: Item].self`, `Item?.self`.
    func typeNamed(byMetatype expr: ExprSyntax) -> StaticType? {
        guard let member = unparenthesized(expr).as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
              let base = member.base else { return nil }
        func named(_ expr: ExprSyntax) -> StaticType? {
            if let array = expr.as(ArrayExprSyntax.self), array.elements.count == 1, let element = array.elements.first {
                return named(element.expression).map { .array($0) }
            }
            if let dictionary = expr.as(DictionaryExprSyntax.self), case .elements(let list) = dictionary.content, list.count == 1,
               let pair = list.first, let key = named(pair.key), let value = named(pair.value) {
                return .dictionary(key, value)
            }
            if let optional = expr.as(OptionalChainingExprSyntax.self) { return named(optional.expression).map { .optional($0) } }
            guard expr.is(DeclReferenceExprSyntax.self) || expr.is(MemberAccessExprSyntax.self),
                  case .metatype(let instance) = typeOf(expr), instance.isKnown else { return nil }
            return instance
        }
        return named(base)
    }

    /// `sort()`, `sorted()`, `min()`, `max()`, `firstIndex(of:)` on an array whose elements are
    /// surely not Comparable (Equatable). Whether it reported.
    func judgeElementRequirement(_ name: String, element: StaticType, _ call: FunctionCallExprSyntax, at node: Syntax) -> Bool {
        guard call.trailingClosure == nil else { return false }
        let labels = call.arguments.map { $0.label?.text }
        let requirement: (String, String, String)
        switch (name, labels) {
        case ("sort", []): requirement = ("sort()", "MutableCollection", "Comparable")
        case ("sorted", []): requirement = ("sorted()", "Sequence", "Comparable")
        case ("min", []), ("max", []): requirement = ("\(name)()", "Sequence", "Comparable")
        case ("firstIndex", ["of"]): requirement = ("firstIndex(of:)", "Collection", "Equatable")
        case ("contains", [nil]):
            // `books.contains(book)` of elements that are not Equatable: only `contains(where:)` is left.
            guard conforms(element, to: "Equatable") == false, let argument = call.arguments.first,
                  !argument.expression.is(ClosureExprSyntax.self) else { return false }
            _ = typeOf(argument.expression)
            error("missing argument label 'where:' in call", at: argument.expression)
            return true
        default: return false
        }
        guard conforms(element, to: requirement.2) == false else { return false }
        for argument in call.arguments { _ = typeOf(argument.expression) }
        error("referencing instance method '\(requirement.0)' on '\(requirement.1)' requires that '\(element)' conform to '\(requirement.2)'", at: node)
        return true
    }

    /// `Set(points)` of an array whose elements are surely not Hashable. Whether it reported.
    func judgeSetOfArray(_ call: FunctionCallExprSyntax, at node: Syntax) -> Bool {
        guard lookupLocalOrMember("Set") == nil, table.types["Set"] == nil, call.arguments.count == 1,
              call.arguments.first?.label == nil, call.trailingClosure == nil, let argument = call.arguments.first?.expression else { return false }
        guard case .array(let element) = typeOf(argument), conforms(element, to: "Hashable") == false else { return false }
        error("generic struct 'Set' requires that '\(element)' conform to 'Hashable'", at: node)
        return true
    }

    /// `a == b` of two values of a script type that is surely not Equatable and has no `==`.
    /// swiftc words it by what the operands are: two names (or an enum's values), or two calls.
    func judgeEquality(_ op: String, _ left: StaticType, _ right: StaticType, operands: [ExprSyntax?], at node: Syntax) -> Bool {
        guard op == "==", left == right, case .nominal(let name, _) = left.desugared, let type = table.types[name],
              conforms(left, to: "Equatable") == false, table.functions(named: "==") == nil, type.staticMethods["=="] == nil else { return false }
        let plain = operands.map { $0.map(unparenthesized) }
        if type.kind == .enumeration || plain.allSatisfy({ $0?.is(DeclReferenceExprSyntax.self) == true }) {
            error("binary operator '==' cannot be applied to two '\(name)' operands", at: node)
        } else if plain.allSatisfy({ $0?.is(FunctionCallExprSyntax.self) == true }) {
            error("referencing operator function '==' on 'Equatable' requires that '\(name)' conform to 'Equatable'", at: node)
        } else {
            return false
        }
        return true
    }

    /// `let s = Stack()` of a generic type, `let x = make()` of a generic function whose
    /// parameter only its result names: nothing says what the generic parameter is.
    func judgeUninferable(_ value: ExprSyntax) {
        guard let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
              let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) else { return }
        let name = reference.baseName.text
        // Inside the type's own declaration or extension, `Stack()` is `Stack<Element>()`.
        var ancestor = call.parent
        while let node = ancestor {
            if node.as(StructDeclSyntax.self)?.name.text == name || node.as(ClassDeclSyntax.self)?.name.text == name
                || node.as(ExtensionDeclSyntax.self)?.extendedType.trimmedText == name { return }
            ancestor = node.parent
        }
        for item in allItems {
            guard case .decl(let decl) = item.item else { continue }
            var clause: GenericParameterClauseSyntax?
            if let s = decl.as(StructDeclSyntax.self), s.name.text == name {
                // An initializer could name the parameter's type: only a type without any.
                guard !s.memberBlock.members.contains(where: { $0.decl.is(InitializerDeclSyntax.self) }) else { return }
                clause = s.genericParameterClause
            } else if let c = decl.as(ClassDeclSyntax.self), c.name.text == name, c.inheritanceClause == nil {
                guard !c.memberBlock.members.contains(where: { $0.decl.is(InitializerDeclSyntax.self) }) else { return }
                clause = c.genericParameterClause
            } else if let f = decl.as(FunctionDeclSyntax.self), f.name.text == name {
                guard table.functions(named: name)?.count == 1, f.signature.parameterClause.parameters.isEmpty else { return }
                clause = f.genericParameterClause
            } else {
                continue
            }
            if let first = clause?.parameters.first {
                // Extensions may add initializers: only where the file has none for this type.
                let extended = allItems.contains { $0.item.as(ExtensionDeclSyntax.self)?.extendedType.trimmedText == name }
                if !extended { error("generic parameter '\(first.name.text)' could not be inferred", at: reference) }
            }
            return
        }
    }
}

extension TypeChecker {
    /// `UniqueList<Photo>()` where `struct UniqueList<Element: Equatable>`: an argument surely
    /// without the conformance its parameter asks for ("type 'Photo' does not conform to
    /// protocol 'Equatable'", at the type's name). Whether it reported.
    func judgeGenericArguments(_ specialization: GenericSpecializationExprSyntax) -> Bool {
        if let reference = specialization.expression.as(DeclReferenceExprSyntax.self),
           judgeClassBoundArguments(reference.baseName, specialization.genericArgumentClause) { return true }
        guard let name = specialization.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let type = table.types[name], !type.isLibrary, type.isGeneric, let clause = genericClause(ofTopLevelType: name) else { return false }
        let arguments = Array(specialization.genericArgumentClause.arguments)
        guard arguments.count == clause.parameters.count else { return false }
        for (parameter, argument) in zip(clause.parameters, arguments) {
            // `Shelter<any Animal>` where `Shelter<A: Animal>`: a protocol's existential does not conform to it.
            if let inherited = parameter.inheritedType?.trimmedText, case .type(let argumentType) = argument.argument,
               let existential = argumentType.as(SomeOrAnyTypeSyntax.self), existential.someOrAnySpecifier.text == "any",
               existential.constraint.trimmedText == inherited, let declared = table.types[inherited],
               declared.kind == .protocolType, !declared.isLibrary {
                error("type 'any \(inherited)' cannot conform to '\(inherited)' [#ProtocolTypeNonConformance]", at: specialization.expression)
                return true
            }
            guard let inherited = parameter.inheritedType?.trimmedText, ["Equatable", "Hashable", "Comparable"].contains(inherited),
                  case .type(let argumentType) = argument.argument else { continue }
            let resolved = table.resolve(argumentType)
            if conforms(resolved, to: inherited) == false {
                error("type '\(argumentType.trimmedText)' does not conform to protocol '\(inherited)'", at: specialization.expression)
                return true
            }
        }
        return false
    }

    /// `NSCache<String, Data>`: Foundation's cache keeps objects, its key and value types must be
    /// classes ("'NSCache' requires that 'String' be a class type"), at the type's name.
    func judgeClassBoundArguments(_ name: TokenSyntax, _ clause: GenericArgumentClauseSyntax) -> Bool {
        guard name.text == "NSCache", table.types["NSCache"]?.isLibrary ?? true, clause.arguments.count == 2 else { return false }
        for argument in clause.arguments {
            guard case .type(let written) = argument.argument, isSurelyNotClass(written) else { continue }
            error("'NSCache' requires that '\(written.trimmedText)' be a class type", at: name)
            return true
        }
        return false
    }

    private func isSurelyNotClass(_ written: TypeSyntax) -> Bool {
        if written.is(ArrayTypeSyntax.self) || written.is(DictionaryTypeSyntax.self) || written.is(TupleTypeSyntax.self) { return true }
        guard let identifier = written.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil else { return false }
        let name = identifier.name.text
        if ["Int", "Double", "Float", "Bool", "String", "Character", "Data", "Date", "URL", "UUID", "Substring"].contains(name) {
            return table.types[name].map(\.isLibrary) ?? true  // not a script type of that name
        }
        guard let type = table.types[name], !type.isLibrary else { return false }
        return type.kind == .structure || type.kind == .enumeration
    }

    /// The generic parameters of a struct or class the file declares at its top level.
    private func genericClause(ofTopLevelType name: String) -> GenericParameterClauseSyntax? {
        guard topLevelTypeNames.contains(name) else { return nil }
        for item in scriptItems {
            if let s = item.item.as(StructDeclSyntax.self), s.name.text == name { return s.genericParameterClause }
            if let c = item.item.as(ClassDeclSyntax.self), c.name.text == name { return c.genericParameterClause }
        }
        return nil
    }
}
