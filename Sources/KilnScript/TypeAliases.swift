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
            if let identifier = current.as(IdentifierTypeSyntax.self), let arguments = identifier.genericArgumentClause {
                // `Pair<Int>` of `typealias Pair<T> = (first: T, second: T)`: the target with T as Int.
                let name = identifier.name.text
                guard let target = resolver.aliasTargets[name], let parameters = resolver.aliasGenericParameters[name],
                      parameters.count == arguments.arguments.count else { return current }
                var substitutions: [String: TypeSyntax] = [:]
                for (parameter, argument) in zip(parameters, arguments.arguments) {
                    guard let type = argument.argument.as(TypeSyntax.self) else { return current }
                    substitutions[parameter] = type
                }
                current = GenericAliasSubstitution(substitutions).rewrite(target).cast(TypeSyntax.self)
                continue
            } else if let identifier = current.as(IdentifierTypeSyntax.self) {
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

/// Replaces a generic alias's parameters by the arguments written (`T` → `Int`).
private final class GenericAliasSubstitution: SyntaxRewriter {
    let substitutions: [String: TypeSyntax]
    init(_ substitutions: [String: TypeSyntax]) { self.substitutions = substitutions; super.init(viewMode: .sourceAccurate) }
    override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
        guard node.genericArgumentClause == nil, let replacement = substitutions[node.name.text] else { return super.visit(node) }
        return replacement.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }
}
