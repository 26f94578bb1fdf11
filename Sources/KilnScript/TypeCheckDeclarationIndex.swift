// The script's types as the declaration checks read them (TypeCheckOverrides.swift,
// TypeCheckConformance.swift, TypeCheckRedeclarations.swift): each struct, class, enum and
// protocol with the members and inherited names of its declaration and its extensions, and the
// members' names as swiftc spells them (`encode(with:)`).
import SwiftSyntax

/// One of the script's types, with its extensions' members.
struct ScriptTypeDeclaration {
    enum Kind { case structure, classType, enumeration, protocolType }
    let path: String
    let kind: Kind
    let decl: DeclSyntax
    let nameToken: TokenSyntax
    var modifiers: [String]
    /// Members of the declaration, then of each extension.
    var members: [DeclSyntax] = []
    /// Inherited names of the declaration (first the superclass, for a class).
    var inherited: [String] = []
    /// Inherited names each extension adds, with the extension.
    var extensionConformances: [(name: String, at: ExtensionDeclSyntax)] = []
    var hasGenericParameters = false

    var name: String { nameToken.text }
    var isFinal: Bool { modifiers.contains("final") }
    var allInherited: [String] { inherited + extensionConformances.map(\.name) }
}

/// A member's name as swiftc spells it: `speak()`, `encode(with:)`, `init(coder:)`, `name`.
struct MemberName: Hashable {
    let spelled: String
    let isStatic: Bool
}

enum MemberKind: Equatable { case method, property, initializer, enumCase, subscriptMember, other }

extension DeclSyntax {
    var modifierNames: [String] {
        modifierList?.map(\.name.text) ?? []
    }

    var isStaticMember: Bool { modifierNames.contains("static") || modifierNames.contains("class") }

    /// The member's kind and names (a `var a, b` declares two).
    var memberNames: (MemberKind, [MemberName]) {
        let isStatic = isStaticMember
        if let function = self.as(FunctionDeclSyntax.self) {
            // An operator function is spelled by its operator alone, as swiftc does (`'+'`): its
            // parameters' names are no labels, so `+(l:r:)` meets the requirement `+(lhs:rhs:)`.
            if function.isOperatorFunction { return (.method, [MemberName(spelled: function.name.text, isStatic: isStatic)]) }
            return (.method, [MemberName(spelled: function.name.text + Self.labels(function.signature.parameterClause), isStatic: isStatic)])
        }
        if let initializer = self.as(InitializerDeclSyntax.self) {
            return (.initializer, [MemberName(spelled: "init" + Self.labels(initializer.signature.parameterClause), isStatic: false)])
        }
        if let variable = self.as(VariableDeclSyntax.self) {
            let names = variable.bindings.flatMap { binding in
                binding.pattern.tokens(viewMode: .sourceAccurate).filter { $0.parent?.is(IdentifierPatternSyntax.self) == true }
            }
            return (.property, names.map { MemberName(spelled: $0.text, isStatic: isStatic) })
        }
        if let enumCase = self.as(EnumCaseDeclSyntax.self) {
            return (.enumCase, enumCase.elements.map { MemberName(spelled: $0.name.text, isStatic: true) })
        }
        if self.is(SubscriptDeclSyntax.self) { return (.subscriptMember, []) }
        return (.other, [])
    }

    static func labels(_ clause: FunctionParameterClauseSyntax) -> String {
        "(" + clause.parameters.map { "\($0.firstName.text):" }.joined() + ")"
    }

    /// The name token swiftc points at for this member (`init` for an initializer).
    var memberNameToken: TokenSyntax? {
        if let function = self.as(FunctionDeclSyntax.self) { return function.name }
        if let initializer = self.as(InitializerDeclSyntax.self) { return initializer.initKeyword }
        if let variable = self.as(VariableDeclSyntax.self),
           let identifier = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self) { return identifier.identifier }
        return nil
    }

    /// The parameters' and result's types as written: overloads differ in them.
    var signatureText: String {
        if let function = self.as(FunctionDeclSyntax.self) {
            return function.signature.parameterClause.parameters.map { $0.type.trimmedText }.joined(separator: ",")
                + "->" + (function.signature.returnClause?.type.trimmedText ?? "Void")
        }
        if let initializer = self.as(InitializerDeclSyntax.self) {
            return initializer.signature.parameterClause.parameters.map { $0.type.trimmedText }.joined(separator: ",")
                + (initializer.optionalMark?.text ?? "")
        }
        if let variable = self.as(VariableDeclSyntax.self) { return variable.bindings.first?.typeAnnotation?.type.trimmedText ?? "" }
        return ""
    }
}

/// The script's types, by path.
struct DeclarationIndex {
    var types: [String: ScriptTypeDeclaration] = [:]
    /// Types in declaration order.
    var order: [String] = []
    /// Top-level functions' names (`==` written as a global operator function).
    var globalFunctions: [FunctionDeclSyntax] = []
    /// Anything the index could not follow (`#if` around declarations): checks that need the
    /// whole picture are skipped.
    var isComplete = true

    init(_ items: [CodeBlockItemSyntax]) {
        var extensions: [ExtensionDeclSyntax] = []
        for item in items {
            guard case .decl(let decl) = item.item else { continue }
            collect(decl, enclosing: nil, extensions: &extensions)
        }
        for x in extensions {
            let path = x.extendedType.trimmedText
            guard var type = types[path] else { continue }
            type.members += x.memberBlock.members.map(\.decl)
            for inherited in (x.inheritanceClause?.inheritedTypes).elementsIfAny {
                type.extensionConformances.append((inherited.type.trimmedText, x))
            }
            types[path] = type
        }
    }

    private mutating func collect(_ decl: DeclSyntax, enclosing: String?, extensions: inout [ExtensionDeclSyntax]) {
        if decl.is(IfConfigDeclSyntax.self) { isComplete = false; return }
        if let x = decl.as(ExtensionDeclSyntax.self) {
            extensions.append(x)
            for member in x.memberBlock.members { collect(member.decl, enclosing: x.extendedType.trimmedText, extensions: &extensions) }
            return
        }
        if enclosing == nil, let function = decl.as(FunctionDeclSyntax.self) { globalFunctions.append(function) }
        let kind: ScriptTypeDeclaration.Kind, name: TokenSyntax, block: MemberBlockSyntax, clause: InheritanceClauseSyntax?, generic: Bool
        if let s = decl.as(StructDeclSyntax.self) {
            (kind, name, block, clause, generic) = (.structure, s.name, s.memberBlock, s.inheritanceClause, s.genericParameterClause != nil)
        } else if let c = decl.as(ClassDeclSyntax.self) {
            (kind, name, block, clause, generic) = (.classType, c.name, c.memberBlock, c.inheritanceClause, c.genericParameterClause != nil)
        } else if let e = decl.as(EnumDeclSyntax.self) {
            (kind, name, block, clause, generic) = (.enumeration, e.name, e.memberBlock, e.inheritanceClause, e.genericParameterClause != nil)
        } else if let p = decl.as(ProtocolDeclSyntax.self) {
            (kind, name, block, clause, generic) = (.protocolType, p.name, p.memberBlock, p.inheritanceClause, false)
        } else {
            return
        }
        let path = enclosing.map { "\($0).\(name.text)" } ?? name.text
        if types[path] != nil { isComplete = false; return }
        var type = ScriptTypeDeclaration(path: path, kind: kind, decl: decl, nameToken: name, modifiers: decl.modifierNames)
        type.members = block.members.map(\.decl)
        type.inherited = clause?.inheritedTypes.map { $0.type.trimmedText } ?? []
        type.hasGenericParameters = generic
        if block.members.contains(where: { $0.decl.is(IfConfigDeclSyntax.self) }) { isComplete = false }
        types[path] = type
        order.append(path)
        for member in block.members { collect(member.decl, enclosing: path, extensions: &extensions) }
    }

    /// A class's superclass: the first inherited name when it is not a protocol.
    func superclass(of type: ScriptTypeDeclaration) -> String? {
        guard type.kind == .classType, let first = type.inherited.first else { return nil }
        if types[first]?.kind == .protocolType || TypeDeclaration.libraryProtocols.contains(first) { return nil }
        return first
    }

    /// The chain of the script's superclasses of `type` (nearest first), and whether it ends at
    /// a root class of the script (false: a library class or an unknown one).
    func ancestors(of type: ScriptTypeDeclaration) -> (chain: [ScriptTypeDeclaration], endsInScript: Bool, root: String?) {
        var chain: [ScriptTypeDeclaration] = []
        var current = superclass(of: type)
        var seen: Set<String> = [type.path]
        while let name = current {
            guard let ancestor = types[name], ancestor.kind == .classType, seen.insert(name).inserted else { return (chain, false, name) }
            chain.append(ancestor)
            current = superclass(of: ancestor)
        }
        return (chain, true, nil)
    }

    /// Whether `type` declares conformance to `protocolName`, directly, through a protocol of the
    /// script that inherits it, or through its superclasses.
    func conforms(_ type: ScriptTypeDeclaration, to protocolName: String) -> Bool {
        var seen: Set<String> = []
        func through(_ names: [String]) -> Bool {
            names.contains { name in
                if name == protocolName { return true }
                guard seen.insert(name).inserted, let declared = types[name] else { return false }
                if declared.kind == .protocolType { return through(declared.inherited) }
                return declared.kind == .classType && through(declared.allInherited)
            }
        }
        return through(type.allInherited)
    }
}

extension FunctionDeclSyntax {
    /// `static func + (l: V, r: V)`, `prefix func -`: named by an operator token.
    var isOperatorFunction: Bool {
        switch name.tokenKind {
        case .binaryOperator, .prefixOperator, .postfixOperator: return true
        default: return false
        }
    }
}
