// A written type naming no type at all (`let name: string`, `func f(_ v: NoSuchType)`) is refused
// as swiftc refuses it, "cannot find type 'string' in scope", whether or not the code around it
// ever runs. A name is a type when the source declares it anywhere (a struct, class, enum,
// protocol, typealias, associated type or generic parameter, at any depth, the library's lines
// included), the table knows it, or the standard library and Foundation may declare it
// (LibraryTypeNames.swift). Extensions of types the script does not declare (whose generic
// parameters, `Element`, `Wrapped`, are not written anywhere), attributes, inheritance clauses
// (the compiler's, ProtocolConformances.swift) and `#if` blocks are left alone.
import SwiftSyntax

extension TypeChecker {
    func checkWrittenTypeNames(_ items: [CodeBlockItemSyntax]) {
        // A module beyond these declares names this check does not know (SwiftUI's `Text`).
        let knownModules: Set<String> = ["Foundation", "Swift", "Glibc", "Darwin", "UIKit", "Dispatch"]
        guard !items.contains(where: { item in
            item.item.as(ImportDeclSyntax.self).map { !knownModules.contains($0.path.first?.name.text ?? "") } ?? false
        }) else { return }
        // The script's declarations first; the library's lines (many times the script's) are
        // walked only when a name is settled by nothing else, which is rare.
        let declared = DeclaredTypeNames(viewMode: .sourceAccurate)
        for item in items { declared.walk(item) }
        var libraryDeclared: DeclaredTypeNames?
        func library() -> DeclaredTypeNames {
            if let libraryDeclared { return libraryDeclared }
            let names = DeclaredTypeNames(viewMode: .sourceAccurate)
            for item in libraryItems { names.walk(item) }
            libraryDeclared = names
            return names
        }
        let finder = WrittenTypeNames(viewMode: .sourceAccurate)
        finder.isDeclaredNominal = { declared.nominalNames.contains($0) || library().nominalNames.contains($0) }
        for item in items { finder.walk(item) }
        var reported: Set<String> = []
        for written in finder.found {
            let name = written.name.text
            guard !declared.names.contains(name), !Self.builtinTypeNames.contains(name), !LibraryTypeNames.mayBeLibrary(name),
                  !name.hasPrefix("Dispatch"), !nativeTypeNames.contains(name),
                  table.types[name] == nil, table.named(name) == .unknown, table.aliases[name] == nil,
                  !library().names.contains(name),
                  reported.insert("\(name)@\(written.position.utf8Offset)").inserted else { continue }
            error("cannot find type '\(name)' in scope", at: written)
        }
    }

    /// Names every script may write without declaring them: the core types, and the associated
    /// types and generic parameters of the library's protocols and types, which a conformer or an
    /// extension names unwritten.
    private static let builtinTypeNames: Set<String> = [
        "Self", "Any", "AnyObject", "Void", "Never", "Int", "Double", "String", "Bool", "Character", "Float", "Array", "Dictionary",
        "Set", "Optional", "Error", "Element", "Index", "Indices", "Iterator", "SubSequence", "RawValue", "ID", "Body", "Value", "Key",
        "Wrapped", "Bound", "Stride", "Magnitude", "Words", "Scalar", "ArrayLiteralElement", "IntegerLiteralType", "FloatLiteralType",
        "StringLiteralType", "ExtendedGraphemeClusterLiteralType", "UnicodeScalarLiteralType", "Failure", "Output", "Input",
        "AllCases", "CodingKeys", "Content", "Label", "Configuration", "AsyncIterator", "Exponent", "Success", "Base",
        "Component", "Result", "Context", "Root", "Storage", "Delegate", "Selector", "NSObjectProtocol", "AnyCancellable",
    ]
}

/// Every type name the source declares.
private final class DeclaredTypeNames: SyntaxVisitor {
    var names: Set<String> = []
    /// Structs, classes, enums and protocols (what an extension may extend).
    var nominalNames: Set<String> = []
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { nominal(node.name); return .visitChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { nominal(node.name); return .visitChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { nominal(node.name); return .visitChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { nominal(node.name); return .visitChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
    override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
    override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
    override func visit(_ node: PrimaryAssociatedTypeSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
    private func nominal(_ name: TokenSyntax) {
        names.insert(name.text)
        nominalNames.insert(name.text)
    }
}

/// The plain type names the script writes where a type must be found.
private final class WrittenTypeNames: SyntaxVisitor {
    /// Whether the source declares a struct, class, enum or actor of this name (what an extension may extend).
    var isDeclaredNominal: (String) -> Bool = { _ in false }
    var found: [IdentifierTypeSyntax] = []
    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        // `Foundation.Date`, `Outer.Inner`: a module's or a type's name before the dot is not judged.
        if node.parent?.as(MemberTypeSyntax.self)?.baseType.id != node.id { found.append(node) }
        return .visitChildren
    }
    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InheritanceClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: GenericWhereClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        // An extension of a library type or a protocol names its generic parameters unwritten.
        guard let extended = node.extendedType.as(IdentifierTypeSyntax.self), isDeclaredNominal(extended.name.text) else { return .skipChildren }
        walk(node.memberBlock)
        return .skipChildren
    }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
