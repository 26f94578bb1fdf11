// An associated type that conforming types give different types (`typealias Entity = User` in
// one, `Int` in another, written or inferred): in the protocol's extensions the name means the
// type of the conformer the code runs on, found from `self` when it runs (`Entity.self`,
// `"\(Entity.self)"`). Before, the first conformer's type was taken for all of them.
import SwiftSyntax

extension Compiler {
    /// Takes away the bare name of a nested alias that conformers give different types, keeping
    /// each conformer's type for `conformerAssociatedType`.
    func separateConformerAliases() {
        var byName: [String: [String: TypeInfo]] = [:]
        for alias in resolver.aliases where alias.isNested {
            guard let type = resolver.qualifiedTypes[alias.path] else { continue }
            let conformer = String(alias.path.dropLast(alias.name.count + 1))
            byName[alias.name, default: [:]][conformer] = type
        }
        for (name, types) in byName where Set(types.values.map(ObjectIdentifier.init)).count > 1 {
            // A top-level type or alias of that name keeps it.
            if resolver.aliases.contains(where: { $0.name == name && !$0.isNested }) { continue }
            if let bare = resolver.types[name], !types.values.contains(where: { $0 === bare }) { continue }
            resolver.types[name] = nil
            resolver.aliasTargets[name] = nil
            resolver.conformerAliasTypes[name] = types
        }
    }

    /// `Entity` in code that runs on a conformer (a protocol extension's method): the type that
    /// `self`'s type (or its nearest superclass that conforms) gives the name.
    func conformerAssociatedType(_ name: String, at node: some SyntaxProtocol) -> Eval? {
        guard let types = resolver.conformerAliasTypes[name], let (depth, _) = resolver.resolveSelf() else { return nil }
        let runtime = self.runtime
        let site = location(node)
        return { frame in
            let receiver = frame.ancestor(depth).slots[0]
            var type: TypeInfo? = { if case .metatype(let t) = receiver { return t }; return runtime.typeInfo(of: receiver) }()
            while let current = type {
                if let found = types[current.localPath] { return .metatype(found) }
                type = current.superclass
            }
            throw runtime.fault("cannot find '\(name)' for a value of type '\(runtime.typeInfo(of: receiver).name)'", at: site)
        }
    }
}
