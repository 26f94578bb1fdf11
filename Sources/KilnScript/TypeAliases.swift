// `typealias`: a name for a type. An alias of a type Kiln knows (`typealias Money = Double`)
// is that type wherever a type is named; any alias also stands for its type's syntax, for the
// conversions a declared type implies (an Int literal stored as `Money` becomes a Double).
import SwiftSyntax

extension Compiler {
    /// Gives each `typealias` the type it names, in as many rounds as aliases of aliases need.
    func declareTypeAliases() {
        var pending = resolver.aliases
        for alias in pending {
            resolver.aliasTargets[alias.path] = alias.target
            if !alias.isNested || resolver.aliasTargets[alias.name] == nil { resolver.aliasTargets[alias.name] = alias.target }
        }
        while !pending.isEmpty {
            var unresolved: [(path: String, name: String, isNested: Bool, target: TypeSyntax)] = []
            for alias in pending {
                guard let type = resolveType(alias.target) else { unresolved.append(alias); continue }
                if alias.isNested {
                    resolver.qualifiedTypes[alias.path] = type
                    if resolver.types[alias.name] == nil { resolver.types[alias.name] = type }
                } else {
                    resolver.types[alias.name] = type
                }
            }
            // Function and tuple types have no TypeInfo: they only carry conversions.
            if unresolved.count == pending.count { break }
            pending = unresolved
        }
        for alias in pending where refersToItself(alias.name) {
            error("type alias '\(alias.name)' references itself", at: alias.target)
        }
        separateConformerAliases()  // ConformerAssociatedTypes.swift
    }

    /// Whether following the aliases from `name` comes back to it (`typealias A = B; typealias B = A`).
    private func refersToItself(_ name: String) -> Bool {
        var current = name
        for _ in 0..<16 {
            guard let target = resolver.aliasTargets[current]?.as(IdentifierTypeSyntax.self)?.name.text else { return false }
            if target == name { return true }
            current = target
        }
        return false
    }

    /// The type an alias stands for (`Money` → `Double`), through aliases of aliases.
    func expandingAliases(_ typeSyntax: TypeSyntax) -> TypeSyntax {
        guard !resolver.aliasTargets.isEmpty else { return typeSyntax }
        var current = typeSyntax
        for _ in 0..<16 {
            let key: String
            if let identifier = current.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil {
                key = identifier.name.text
            } else if current.is(MemberTypeSyntax.self) {
                key = current.trimmedText
            } else {
                return current
            }
            guard let target = resolver.aliasTargets[key] else { return current }
            current = target
        }
        return current
    }
}
