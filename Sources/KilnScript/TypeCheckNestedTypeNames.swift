// A type nested in another (`struct Card { enum Rank … }`) is named alone only inside its outer
// type: its body, its extensions and its subclasses. Written alone elsewhere (`let r: Rank` at the
// top level) swiftc cannot find it, where Kiln, which knows every declared name, would run it.
import SwiftSyntax

extension TypeChecker {
    func checkNestedTypeNames(_ items: ArraySlice<CodeBlockItemSyntax>) {
        let finder = NestedTypeFinder(viewMode: .sourceAccurate)
        for item in items { finder.walk(item) }
        // Only names declared nested and nowhere else (no top-level or local type, alias or
        // generic parameter of the name, which the written name might mean instead).
        let nestedOnly = finder.outers.filter { name, _ in
            !finder.elsewhere.contains(name) && !Self.builtinTypeNames.contains(name) && !LibraryTypeNames.mayBeLibrary(name)
                && !nativeTypeNames.contains(name)
        }
        guard !nestedOnly.isEmpty else { return }
        for written in finder.written {
            guard let outers = nestedOnly[written.name.text], !isVisible(written, outers: outers, finder: finder) else { continue }
            error("cannot find type '\(written.name.text)' in scope", at: written)
        }
    }

    /// Whether `written` stands inside one of `outers`, an extension of one, or a class that
    /// inherits from one (a subclass of a subclass too).
    private func isVisible(_ written: IdentifierTypeSyntax, outers: Set<String>, finder: NestedTypeFinder) -> Bool {
        var node = written.parent
        while let current = node {
            if let name = NestedTypeFinder.declaredName(current) {
                if outers.contains(name) { return true }
                if let clause = current.asProtocol(DeclGroupSyntax.self)?.inheritanceClause {
                    var seen: Set<String> = [name]
                    var supers = clause.inheritedTypes.map { $0.type.trimmedText }
                    while let next = supers.popLast(), seen.insert(next).inserted {
                        if outers.contains(next) { return true }
                        supers += finder.inherited[next] ?? []
                    }
                }
            }
            if let extensionDecl = current.as(ExtensionDeclSyntax.self) {
                let extended = extensionDecl.extendedType.trimmedText
                // `extension Card.Rank` sees Rank's nested types, not Card's.
                if outers.contains(String(extended.split(separator: ".").last ?? "")) { return true }
            }
            node = current.parent
        }
        return false
    }
}

/// The script's type declarations: for each name declared nested in a type, the types it is
/// nested in; the names declared any other way; the unqualified names written as types.
final class NestedTypeFinder: SyntaxVisitor {
    var outers: [String: Set<String>] = [:]
    var elsewhere: Set<String> = []
    var inherited: [String: [String]] = [:]
    var written: [IdentifierTypeSyntax] = []

    static func declaredName(_ node: Syntax) -> String? {
        if let s = node.as(StructDeclSyntax.self) { return s.name.text }
        if let c = node.as(ClassDeclSyntax.self) { return c.name.text }
        if let e = node.as(EnumDeclSyntax.self) { return e.name.text }
        if let a = node.as(ActorDeclSyntax.self) { return a.name.text }
        return nil
    }

    private func note(_ node: some DeclGroupSyntax, _ name: String) {
        inherited[name, default: []] += (node.inheritanceClause?.inheritedTypes).elementsIfAny.map { $0.type.trimmedText }
        // Directly in a type's (or an extension's) member block, else at the top level or in a body.
        if let group = node.parent?.parent?.parent?.parent {
            if let outer = Self.declaredName(group) { outers[name, default: []].insert(outer); return }
            if let extensionDecl = group.as(ExtensionDeclSyntax.self) {
                let extended = extensionDecl.extendedType.trimmedText
                outers[name, default: []].insert(String(extended.split(separator: ".").last ?? Substring(extended)))
                return
            }
        }
        elsewhere.insert(name)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { note(node, node.name.text); return .visitChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { note(node, node.name.text); return .visitChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { note(node, node.name.text); return .visitChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { note(node, node.name.text); return .visitChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { elsewhere.insert(node.name.text); return .visitChildren }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { elsewhere.insert(node.name.text); return .visitChildren }
    override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind { elsewhere.insert(node.name.text); return .visitChildren }
    override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind { elsewhere.insert(node.name.text); return .visitChildren }
    override func visit(_ node: MacroDeclSyntax) -> SyntaxVisitorContinueKind { elsewhere.insert(node.name.text); return .visitChildren }
    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind { written.append(node); return .visitChildren }
    // `#if` clauses may hold declarations the active configuration drops: left alone.
    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
