// Conformances as the compiler records them: a type's inheritance clause, and the protocols a
// protocol refines (their requirements reach its extensions, their extensions its conformers).
import SwiftSyntax

extension Compiler {
    /// A protocol's extensions find on `self` the requirements of the protocols it refines
    /// (`protocol Pretty: TextRepresentable` reads `textualDescription`), however deep.
    func inheritRequirements() {
        func requirements(of name: String, seen: inout Set<String>) -> Set<String> {
            guard seen.insert(name).inserted, let type = resolver.types[name], type.kind == .protocolType else { return [] }
            var all = type.requirements
            for refined in type.refinedProtocols { all.formUnion(requirements(of: refined, seen: &seen)) }
            return all
        }
        for type in resolver.types.values where type.kind == .protocolType && !type.refinedProtocols.isEmpty {
            var seen: Set<String> = []
            type.requirements = requirements(of: type.name, seen: &seen)
        }
    }

    func addConformances(_ type: TypeInfo, _ clause: InheritanceClauseSyntax?) {
        for inherited in (clause?.inheritedTypes).elementsIfAny {
            if insertComposedConformances(type, inherited.type) { continue }
            refuseUndeclared(inherited.type)
            insertConformance(type, inherited.type.trimmedText)
        }
    }

    /// `struct Pet: Identified` where `typealias Identified = HasID & HasName` (or `: HasID & HasName`
    /// written out): a conformance to each protocol. False for any other inherited type.
    func insertComposedConformances(_ type: TypeInfo, _ inherited: TypeSyntax) -> Bool {
        let alias = inherited.as(IdentifierTypeSyntax.self).flatMap { resolver.aliasTargets[$0.name.text] }
        guard let composition = (alias ?? inherited).as(CompositionTypeSyntax.self) else { return false }
        for element in composition.elements { insertConformance(type, element.type.trimmedText) }
        return true
    }

    /// A script's inheritance clause naming no type at all (`struct S: NoSuchProto`) is refused
    /// as swiftc refuses it; a composition or a generic type is left to what reads it.
    func refuseUndeclared(_ typeSyntax: TypeSyntax) {
        guard location(typeSyntax).line > runtime.options.libraryLineCount, let identifier = typeSyntax.as(IdentifierTypeSyntax.self),
              identifier.genericArgumentClause == nil, identifier.name.text != "AnyObject",
              resolveType(typeSyntax) == nil, !LibraryTypeNames.mayBeLibrary(identifier.name.text) else { return }
        error("cannot find type '\(identifier.name.text)' in scope", at: typeSyntax)
    }

    /// A conformance to `name`, and to every protocol it refines: a type conforming to
    /// `LoudGreeter: Greeter` gets `extension Greeter`'s members and answers `is Greeter`.
    func insertConformance(_ type: TypeInfo, _ name: String) {
        guard type.conformances.insert(name).inserted, let proto = resolver.types[name], proto.kind == .protocolType else { return }
        for refined in proto.refinedProtocols { insertConformance(type, refined) }
    }
}
