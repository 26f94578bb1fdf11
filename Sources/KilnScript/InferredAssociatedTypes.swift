// Associated types a conforming type leaves to inference, as Swift infers them: the protocol
// asks `var items: [Item] { get set }`, the type declares `var items: [Task]`, so its `Item` is
// `Task` — given as if the type had written `typealias Item = Task` (a protocol extension's
// `[Item].self` then names `[Task]`).
import SwiftSyntax

extension Compiler {
    func inferAssociatedTypes(_ typeDecls: [(decl: DeclSyntax, type: TypeInfo?)]) {
        // Each protocol's associated types and the declared types of its requirements, by name.
        var protocols: [String: (associated: Set<String>, requirements: [String: [TypeSyntax]])] = [:]
        for (decl, _) in typeDecls {
            guard let p = decl.as(ProtocolDeclSyntax.self) else { continue }
            let associated = Set(p.memberBlock.members.compactMap { $0.decl.as(AssociatedTypeDeclSyntax.self)?.name.text })
            if !associated.isEmpty { protocols[p.name.text] = (associated, Self.declaredTypes(of: p.memberBlock)) }
        }
        guard !protocols.isEmpty else { return }
        var inferred: [String: [(path: String, target: TypeSyntax)]] = [:]
        for case (let decl, let type?) in typeDecls {
            let clause: InheritanceClauseSyntax?, members: MemberBlockSyntax
            if let s = decl.as(StructDeclSyntax.self) { (clause, members) = (s.inheritanceClause, s.memberBlock) }
            else if let c = decl.as(ClassDeclSyntax.self) { (clause, members) = (c.inheritanceClause, c.memberBlock) }
            else if let e = decl.as(EnumDeclSyntax.self) { (clause, members) = (e.inheritanceClause, e.memberBlock) }
            else { continue }
            let conformed = (clause?.inheritedTypes).elementsIfAny.compactMap { protocols[$0.type.trimmedText] }
            guard !conformed.isEmpty else { continue }
            let written = Set(members.members.compactMap { $0.decl.as(TypeAliasDeclSyntax.self)?.name.text })
            let own = Self.declaredTypes(of: members)
            var found: [String: TypeSyntax] = [:]
            for requirement in conformed {
                for (name, required) in requirement.requirements {
                    guard let actual = own[name] else { continue }
                    for (a, b) in zip(required, actual) { Self.match(a, b, requirement.associated.subtracting(written), into: &found) }
                }
            }
            // `struct Pantry<Item>: Shelf`: a generic parameter named as the associated type is it.
            for (name, target) in found where target.as(IdentifierTypeSyntax.self)?.name.text != name {
                inferred[name, default: []].append((type.localPath, target))
            }
        }
        // Each conformer's as its own nested alias: where they differ, the protocol's extensions
        // find the one of `self`'s type when they run (ConformerAssociatedTypes.swift).
        for (name, list) in inferred.sorted(by: { $0.key < $1.key }) {
            for (path, target) in list { resolver.aliases.append(("\(path).\(name)", name, isNested: true, target)) }
        }
    }

    /// The declared types of a member block's properties and functions (a function's parameters,
    /// then its result), by name.
    private static func declaredTypes(of members: MemberBlockSyntax) -> [String: [TypeSyntax]] {
        var types: [String: [TypeSyntax]] = [:]
        for member in members.members {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let type = binding.typeAnnotation?.type {
                        types[name] = [type]
                    }
                }
            } else if let function = member.decl.as(FunctionDeclSyntax.self) {
                var list = function.signature.parameterClause.parameters.map(\.type)
                if let result = function.signature.returnClause?.type { list.append(result) }
                types[function.name.text] = list
            }
        }
        return types
    }

    /// Binds the associated types `names` that `required` spells where `actual` spells a type.
    private static func match(_ required: TypeSyntax, _ actual: TypeSyntax, _ names: Set<String>, into found: inout [String: TypeSyntax]) {
        if let identifier = required.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil, names.contains(identifier.name.text) {
            if found[identifier.name.text] == nil { found[identifier.name.text] = actual }
        } else if let a = required.as(ArrayTypeSyntax.self), let b = actual.as(ArrayTypeSyntax.self) {
            match(a.element, b.element, names, into: &found)
        } else if let a = required.as(OptionalTypeSyntax.self), let b = actual.as(OptionalTypeSyntax.self) {
            match(a.wrappedType, b.wrappedType, names, into: &found)
        } else if let a = required.as(DictionaryTypeSyntax.self), let b = actual.as(DictionaryTypeSyntax.self) {
            match(a.key, b.key, names, into: &found)
            match(a.value, b.value, names, into: &found)
        }
    }
}
