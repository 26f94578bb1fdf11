// A member an extension of Array or Set declares under `where Element: P` exists only for
// elements that conform to P: `extension Array where Element: Numeric { func total() … }`
// called on a `[String]` is swiftc's "referencing instance method 'total()' on 'Array'
// requires that 'String' conform to 'Numeric'" (a property's: "property 'totalPrice' requires
// that 'Table' conform to 'Priced'"), at the member's name. Judged where the element surely does
// not conform: a standard type and a numeric protocol, or a script type whose declarations
// say all it conforms to.
import SwiftSyntax

extension DeclarationReader {
    /// The protocols a script's `extension Array where Element: P` asks of its members' element
    /// (`TypeTable.elementRequirements`); a member also declared without them asks for nothing.
    func readElementRequirements(_ x: ExtensionDeclSyntax, extended name: String) {
        // `extension Int: Scorable`: what a standard type conforms to by the script.
        for inherited in (x.inheritanceClause?.inheritedTypes).elementsIfAny {
            table.builtinExtensions[name]?.inherited.insert(inherited.type.trimmedText)
        }
        // A script's generic type of one parameter (`Stack<Element>`): its requirements are on that parameter.
        let isScriptGeneric = table.types[name]?.isGeneric == true
        guard name == "Array" || name == "Set" || isScriptGeneric else { return }
        var protocols: [String] = []
        for requirement in (x.genericWhereClause?.requirements).elementsIfAny {
            guard case .conformanceRequirement(let conformance) = requirement.requirement,
                  conformance.leftType.trimmedText == "Element" || (isScriptGeneric && conformance.leftType.is(IdentifierTypeSyntax.self)),
                  conformance.rightType.is(IdentifierTypeSyntax.self) else {
                protocols = []
                break
            }
            protocols.append(conformance.rightType.trimmedText)
        }
        for member in x.memberBlock.members {
            var names: [String] = []
            if let function = member.decl.as(FunctionDeclSyntax.self) { names = [function.name.text] }
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                names = variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            }
            for member in names {
                let earlier = table.elementRequirements[name]?[member]
                table.elementRequirements[name, default: [:]][member] = earlier == nil ? protocols : []
            }
        }
    }
}

extension TypeChecker {
    /// `words.total()` / `tables.totalPrice` of an element that surely does not meet the
    /// requirements of the extension that declares the member. Whether it reported.
    func judgeConstrainedMember(_ name: String, of base: StaticType, call: FunctionCallExprSyntax?, at node: Syntax,
                                baseExpr: ExprSyntax? = nil) -> Bool {
        let element: StaticType, typeName: String
        switch base.desugared {
        case .array(let e), .set(let e):
            guard standardMethods(of: base, name).isEmpty, standardProperty(of: base, name) == nil else { return false }
            (element, typeName) = (e, base.extensionName)
        case .nominal(let generic, let arguments) where arguments.count == 1:
            // `deck.contains(card)` of a `Stack<Card>`.
            guard (table.types[generic]?.methods[name]?.count ?? 0) <= 1 else { return false }
            (element, typeName) = (arguments[0], generic)
        case .unknown:
            // `deck.contains(card)` of a `var deck = Stack<Card>()`: the argument its declaration gave.
            guard let reference = baseExpr?.as(DeclReferenceExprSyntax.self),
                  case .tuple(let written)? = genericArguments(of: reference.baseName.text), written.count == 2,
                  case .nominal(let generic, _) = written[0] else { return false }
            // A method the type declares more than once may be an overload without the requirement.
            guard (table.types[generic]?.methods[name]?.count ?? 0) <= 1 else { return false }
            (element, typeName) = (written[1], generic)
        default:
            return false
        }
        guard let protocols = table.elementRequirements[typeName]?[name], !protocols.isEmpty, element.isKnown,
              let missing = protocols.first(where: { elementConforms(element, to: $0) == false }) else { return false }
        for argument in (call?.arguments).elementsIfAny { _ = typeOf(argument.expression) }
        if let call {
            let labels = call.arguments.map { $0.label.map { "\($0.text):" } ?? "_:" }
            let spelled = labels.isEmpty ? "\(name)()" : labels.allSatisfy({ $0 == "_:" }) ? name : "\(name)(\(labels.joined()))"
            error("referencing instance method '\(spelled)' on '\(typeName)' requires that '\(element)' conform to '\(missing)'", at: node)
        } else {
            error("property '\(name)' requires that '\(element)' conform to '\(missing)'", at: node)
        }
        return true
    }

    /// `var deck = Stack<Card>()`, `let box: Box<String> = …`: a local's script generic type of one
    /// argument, kept beside it in its scope (under a name no script can write).
    func noteGenericArguments(_ binding: PatternBindingSyntax) {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return }
        var written: GenericArgumentClauseSyntax?, typeName: String?
        if let identifier = binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self) {
            (written, typeName) = (identifier.genericArgumentClause, identifier.name.text)
        } else if binding.typeAnnotation == nil, let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                  let specialized = call.calledExpression.as(GenericSpecializationExprSyntax.self) {
            (written, typeName) = (specialized.genericArgumentClause, specialized.expression.as(DeclReferenceExprSyntax.self)?.baseName.text)
        }
        guard let written, let typeName, written.arguments.count == 1, table.types[typeName]?.isGeneric == true,
              table.elementRequirements[typeName] != nil, case .type(let argument)? = written.arguments.first?.argument else { return }
        declare("\u{1}" + name, .tuple([.nominal(typeName), table.resolve(argument)]))
    }

    /// What `noteGenericArguments` kept for the variable `name` that is in scope here.
    private func genericArguments(of name: String) -> StaticType? {
        if let scope = scopes.dropFirst().last(where: { $0[name] != nil }) { return scope["\u{1}" + name] }
        if let selfType, propertyType(of: selfType, name, isStatic: inStaticContext) != nil { return nil }
        return scopes[0][name] != nil ? scopes[0]["\u{1}" + name] : nil
    }

    /// An instance method called on the type: `celsius(c)` in a static method, `Logger.log("…")`
    /// (`Logger.log(logger)`, the method of one instance, is a function value). Whether it reported.
    func judgeInstanceMemberOnType(_ name: String, _ call: FunctionCallExprSyntax, at node: Syntax, base: NominalType?) -> Bool {
        guard let type = base ?? (inStaticContext ? selfType : nil), !type.isLibrary, type.cases[name] == nil,
              methods(of: type, name, isStatic: true) == nil, methods(of: type, name, isStatic: false) != nil,
              base != nil || table.functions(named: name) == nil else { return false }
        let arguments = call.arguments.map { typeOf($0.expression) }
        if base != nil, arguments.count == 1, call.arguments.first?.label == nil, arguments[0] == .unknown || arguments[0] == .nominal(type.name) {
            return false
        }
        error("instance member '\(name)' cannot be used on type '\(type.name)'" + (base == nil ? "" : "; did you mean to use a value of this type instead?"),
              at: node)
        return true
    }

    /// `id = next` in an instance member, where `next` is the type's `static var`.
    func judgeStaticMemberOnInstance(_ reference: DeclReferenceExprSyntax) {
        let name = reference.baseName.text
        guard !inStaticContext, reference.argumentNames == nil, let type = selfType, !type.isLibrary, type.staticProperties[name] != nil,
              propertyType(of: type, name, isStatic: false) == nil, lookupLocalOrMember(name) == nil, scopes[0][name] == nil,
              table.functions(named: name) == nil else { return }
        error("static member '\(name)' cannot be used on instance of type '\(type.name)'", at: reference)
    }

    private static let numericProtocols: Set<String> = [
        "Numeric", "AdditiveArithmetic", "SignedNumeric", "BinaryInteger", "SignedInteger", "FixedWidthInteger",
        "FloatingPoint", "BinaryFloatingPoint", "Strideable",
    ]

    /// Whether `type` conforms to `name`: a standard protocol, or one the script declares; nil
    /// when the checker cannot be sure.
    private func elementConforms(_ type: StaticType, to name: String) -> Bool? {
        if ["Equatable", "Hashable", "Comparable"].contains(name) { return conforms(type, to: name) }
        let scriptProtocol = table.types[name].map { $0.kind == .protocolType && !$0.isLibrary } ?? false
        guard Self.numericProtocols.contains(name) || scriptProtocol else { return nil }
        switch type.desugared {
        case .int, .double, .float, .string, .character, .bool:
            if table.builtinExtensions[type.desugared.extensionName]?.inherited.contains(name) == true { return true }
            if scriptProtocol { return false }
            switch name {
            case "Numeric", "AdditiveArithmetic", "SignedNumeric", "Strideable": return type.isNumeric
            case "BinaryInteger", "SignedInteger", "FixedWidthInteger": return type == .int
            default: return type == .double || type == .float
            }
        case .nominal(let typeName, _):
            return table.types[typeName].flatMap { scriptConforms($0, to: name) }
        default:
            return nil
        }
    }

    /// Whether a script type conforms to `name` (or to `alternative`), as far as its declaration
    /// and the script's protocols it adopts say; nil when the checker cannot be sure.
    func scriptConforms(_ nominal: NominalType, to name: String, or alternative: String? = nil) -> Bool? {
        guard !nominal.isLibrary, !nominal.isOpen, !nominal.isGeneric, nominal.superclass == nil,
              nominal.kind != .protocolType, declaredHere(nominal) else { return nil }
        // What it conforms to, and what those protocols refine, as far as the script declares them.
        var known: Set<String> = []
        var pending = Array(nominal.inherited)
        while let next = pending.popLast() {
            guard known.insert(next).inserted else { continue }
            if let refined = table.types[next], refined.kind == .protocolType, !refined.isLibrary { pending += refined.inherited }
        }
        if known.contains(name) || alternative.map(known.contains) == true { return true }
        let understood = known.allSatisfy { table.types[$0].map { $0.kind == .protocolType && !$0.isLibrary } ?? false
            || ["Codable", "Encodable", "Decodable", "CustomStringConvertible", "Identifiable", "Sendable", "CaseIterable",
                "Equatable", "Hashable", "Comparable"].contains($0) }
        return understood ? false : nil
    }
}
