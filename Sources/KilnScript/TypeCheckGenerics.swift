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
        case .nominal(let typeName):
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
            guard let key, case .nominal(let name) = table.resolve(key), conforms(.nominal(name), to: "Hashable") == false else { continue }
            error("type '\(name)' does not conform to protocol 'Hashable'", at: type)
            return
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
            for name in protocols where ["Equatable", "Hashable", "Comparable", "CustomStringConvertible"].contains(name) {
                if conforms(type, to: name) == false {
                    error("global function '\(function.name.text)' requires that '\(type)' conform to '\(name)'", at: reference)
                    return true
                }
            }
        }
        return false
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
        guard op == "==", left == right, case .nominal(let name) = left.desugared, let type = table.types[name],
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
        for item in source.tree.statements {
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
                let extended = source.tree.statements.contains { $0.item.as(ExtensionDeclSyntax.self)?.extendedType.trimmedText == name }
                if !extended { error("generic parameter '\(first.name.text)' could not be inferred", at: reference) }
            }
            return
        }
    }
}
