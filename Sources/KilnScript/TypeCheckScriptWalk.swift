// One walk over the script's statements for the checker's declaration passes: what each of them
// looks for (a bodiless function, declaration forms, declared and written type names, opaque
// results and calls, compound names) is gathered in the same visit of each node, where six
// walks of the whole script were made before (each visit of a node is most of a walk's cost).
// A pass that would have skipped a part of the tree (a protocol's members, an attribute's type
// names) keeps its own region to skip, closed when the walk leaves the node that opened it.
import SwiftSyntax

final class ScriptWalk: SyntaxVisitor {
    // MARK: A function without a body (TypeCheckDeclarationForms.swift), outside protocols.
    private(set) var bodilessFunction: FunctionDeclSyntax?
    private var protocolRegion: SyntaxIdentifier?
    /// The first `case …:` or `default:` with no statement (a parse error of swiftc's).
    private(set) var emptyCaseLabel: SwitchCaseSyntax?

    // MARK: Declaration forms (TypeCheckDeclarationForms.swift)
    var openNonClasses: [DeclModifierSyntax] = []
    var nestedImplicitlyUnwrapped: [TokenSyntax] = []
    /// `-> (some Shape) -> Void`: a function type returned whose parameter is opaque.
    var opaqueParameterResults: [FunctionTypeSyntax] = []
    var weakVariables: [VariableDeclSyntax] = []
    /// `rethrows` keywords with their functions' parameters; the type aliases declared anywhere.
    var rethrowing: [(TokenSyntax, FunctionParameterClauseSyntax)] = []
    var typeAliases: Set<String> = []
    var lazyLets: [DeclModifierSyntax] = []
    /// The `{` of a `let` given a getter.
    var computedLets: [TokenSyntax] = []
    /// `extension Person { var nickname = "" }`: the names of stored properties in extensions.
    var extensionStoredProperties: [TokenSyntax] = []
    var valueTypeDeinitializers: [(TokenSyntax, String, String)] = []
    var misplacedDeinitializers: [TokenSyntax] = []
    /// `deinit` of a `~Copyable` struct or enum: Kiln does not end such a value's life where Swift does.
    var noncopyableDeinitializers: [TokenSyntax] = []
    /// `~Sendable` among the inherited names (an experimental feature swiftc refuses).
    var suppressedSendables: [SuppressedTypeSyntax] = []
    /// `return` or `break` leaving a `defer` block.
    var jumpsOutOfDefer: [(TokenSyntax, String)] = []
    var structures: [StructDeclSyntax] = []

    // MARK: Declared type names (TypeCheckUnknownTypes.swift)
    /// Every type name the source declares.
    var declaredTypeNames: Set<String> = []
    /// Structs, classes, enums and actors (what an extension may extend).
    var nominalNames: Set<String> = []

    // MARK: Written type names (TypeCheckUnknownTypes.swift)
    /// The plain type names written where a type must be found, each with the name its
    /// extension extends when it is in one: an extension's members count only when that name
    /// is a declared struct, class, enum or actor (one of a library type or a protocol names its
    /// generic parameters unwritten), and nothing else of an extension counts.
    var writtenTypes: [(name: IdentifierTypeSyntax, extending: String?)] = []
    /// Attributes, inheritance clauses, `where` clauses, `#if`, macros and protocols: their type
    /// names are not judged.
    private var unjudgedRegion: SyntaxIdentifier?
    /// The extension being walked: the name it extends (nil for a written type, not a plain
    /// name: none of its members count) and where its member block starts.
    private var currentExtension: (id: SyntaxIdentifier, extending: String?, members: AbsolutePosition)?

    // MARK: Opaque results and calls (TypeCheckReturnTypes.swift)
    var opaqueFunctions: [FunctionDeclSyntax] = []
    var calls: [FunctionCallExprSyntax] = []

    // MARK: Compound names (TypeCheckCompoundNames.swift)
    /// Compound names written bare, and the names declared as functions and as variables.
    var compoundNames: [DeclReferenceExprSyntax] = []
    var functionNames: Set<String> = []
    var variableNames: Set<String> = []

    // MARK: Closures
    /// Where each closure starts, in the source's order.
    private var closureStarts: [AbsolutePosition] = []

    /// Whether a closure is written inside `node` (a binary search of the closures' starts): a
    /// body without one need not be walked for its closures.
    func holdsClosure(_ node: some SyntaxProtocol) -> Bool {
        var low = 0, high = closureStarts.count
        while low < high {
            let middle = (low + high) / 2
            if closureStarts[middle] < node.position { low = middle + 1 } else { high = middle }
        }
        return low < closureStarts.count && closureStarts[low] < node.endPosition
    }

    init(_ items: some Sequence<CodeBlockItemSyntax>) {
        super.init(viewMode: .sourceAccurate)
        for item in items { walk(item) }
    }

    // MARK: Regions

    private func open(_ region: inout SyntaxIdentifier?, _ node: some SyntaxProtocol) {
        if region == nil { region = node.id }
    }
    private func close(_ region: inout SyntaxIdentifier?, _ node: some SyntaxProtocol) {
        if region == node.id { region = nil }
    }
    private func unjudged(_ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        open(&unjudgedRegion, node)
        return .visitChildren
    }

    // MARK: Visits

    override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
        if emptyCaseLabel == nil, node.statements.isEmpty { emptyCaseLabel = node }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        // `@_silgen_name` and other attributed declarations are the library's business.
        if bodilessFunction == nil, protocolRegion == nil, node.body == nil, node.attributes.isEmpty { bodilessFunction = node }
        noteRethrows(node.signature)
        if node.signature.returnClause?.type.as(SomeOrAnyTypeSyntax.self)?.someOrAnySpecifier.text == "some" { opaqueFunctions.append(node) }
        functionNames.insert(node.name.text)
        noteOpenMember(node.modifiers, node)
        return .visitChildren
    }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        noteRethrows(node.signature)
        return .visitChildren
    }
    private func noteRethrows(_ signature: FunctionSignatureSyntax) {
        if let keyword = signature.effectSpecifiers?.throwsClause?.throwsSpecifier, keyword.tokenKind == .keyword(.rethrows) {
            rethrowing.append((keyword, signature.parameterClause))
        }
    }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        typeAliases.insert(node.name.text)
        declaredTypeNames.insert(node.name.text)
        return .visitChildren
    }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        noteOpenMember(node.modifiers, node)
        if node.modifiers.contains(where: { $0.name.text == "weak" || $0.name.text == "unowned" }) { weakVariables.append(node) }
        if node.bindingSpecifier.tokenKind == .keyword(.let), let lazy = node.modifiers.first(where: { $0.name.text == "lazy" }) {
            lazyLets.append(lazy)
        }
        if node.bindingSpecifier.tokenKind == .keyword(.let) {
            // `let area: Double { r * r }`.
            for binding in node.bindings {
                guard let block = binding.accessorBlock else { continue }
                if case .accessors(let list) = block.accessors,
                   list.contains(where: { $0.accessorSpecifier.text == "willSet" || $0.accessorSpecifier.text == "didSet" }) { continue }
                computedLets.append(block.leftBrace)
            }
        }
        if node.parent?.parent?.parent?.parent?.is(ExtensionDeclSyntax.self) == true,
           !node.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }) {
            for binding in node.bindings {
                var stored = binding.accessorBlock == nil
                if case .accessors(let list)? = binding.accessorBlock?.accessors {
                    stored = list.allSatisfy { $0.accessorSpecifier.text == "willSet" || $0.accessorSpecifier.text == "didSet" }
                }
                if stored, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier {
                    extensionStoredProperties.append(name)
                    break
                }
            }
        }
        return .visitChildren
    }
    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if let group = node.parent?.parent?.parent?.parent {
            if let s = group.as(StructDeclSyntax.self), !s.inheritanceClause.elementsIfAnyContainNoncopyable {
                valueTypeDeinitializers.append((node.deinitKeyword, "struct", s.name.text))
            } else if let e = group.as(EnumDeclSyntax.self), !e.inheritanceClause.elementsIfAnyContainNoncopyable {
                valueTypeDeinitializers.append((node.deinitKeyword, "enum", e.name.text))
            } else if group.is(StructDeclSyntax.self) || group.is(EnumDeclSyntax.self) {
                noncopyableDeinitializers.append(node.deinitKeyword)
            }
        }
        // At the top level, in a function or an extension (a class's too): no type's own.
        if let group = node.parent?.parent?.parent?.parent, group.is(ClassDeclSyntax.self) || group.is(ActorDeclSyntax.self)
            || group.is(StructDeclSyntax.self) || group.is(EnumDeclSyntax.self) || group.is(ProtocolDeclSyntax.self) {
        } else {
            misplacedDeinitializers.append(node.deinitKeyword)
        }
        return .visitChildren
    }
    override func visit(_ node: DeferStmtSyntax) -> SyntaxVisitorContinueKind {
        let finder = DeferJumpFinder(viewMode: .sourceAccurate)
        finder.walk(node.body)
        jumpsOutOfDefer += finder.found
        return .visitChildren
    }
    override func visit(_ node: ReturnClauseSyntax) -> SyntaxVisitorContinueKind {
        if let function = node.type.as(FunctionTypeSyntax.self),
           function.parameters.contains(where: { $0.type.as(SomeOrAnyTypeSyntax.self)?.someOrAnySpecifier.text == "some" }) {
            opaqueParameterResults.append(function)
        }
        return .visitChildren
    }
    private func noteOpen(_ modifiers: DeclModifierListSyntax) {
        if let open = modifiers.first(where: { $0.name.text == "open" }) { openNonClasses.append(open) }
    }
    /// `open var` / `open func` at the top level or among a struct's or an enum's members (not in
    /// a class, an extension, a protocol or a body, where swiftc judges it otherwise).
    private func noteOpenMember(_ modifiers: DeclModifierListSyntax, _ node: some SyntaxProtocol) {
        guard let open = modifiers.first(where: { $0.name.text == "open" }) else { return }
        var parent = node.parent
        while let ancestor = parent {
            switch ancestor.kind {
            case .classDecl, .actorDecl, .extensionDecl, .protocolDecl, .functionDecl, .initializerDecl, .closureExpr,
                 .accessorBlock, .deinitializerDecl, .subscriptDecl:
                return
            case .structDecl, .enumDecl:
                openNonClasses.append(open)
                return
            default:
                parent = ancestor.parent
            }
        }
        openNonClasses.append(open)
    }
    private func nominal(_ name: TokenSyntax) {
        declaredTypeNames.insert(name.text)
        nominalNames.insert(name.text)
    }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        noteOpen(node.modifiers)
        if node.inheritanceClause != nil { structures.append(node) }
        nominal(node.name)
        return .visitChildren
    }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        noteOpen(node.modifiers)
        nominal(node.name)
        return .visitChildren
    }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { nominal(node.name); return .visitChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { nominal(node.name); return .visitChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        declaredTypeNames.insert(node.name.text)
        open(&protocolRegion, node)
        return unjudged(node)
    }
    override func visitPost(_ node: ProtocolDeclSyntax) {
        close(&protocolRegion, node)
        close(&unjudgedRegion, node)
    }
    override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind { declaredTypeNames.insert(node.name.text); return .visitChildren }
    override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind { declaredTypeNames.insert(node.name.text); return .visitChildren }
    override func visit(_ node: PrimaryAssociatedTypeSyntax) -> SyntaxVisitorContinueKind { declaredTypeNames.insert(node.name.text); return .visitChildren }
    override func visit(_ node: ImplicitlyUnwrappedOptionalTypeSyntax) -> SyntaxVisitorContinueKind {
        if node.parent?.is(TupleTypeElementSyntax.self) == true && node.parent?.parent?.parent?.is(TupleTypeSyntax.self) == true
            && (node.parent?.parent?.as(TupleTypeElementListSyntax.self)?.count ?? 0) > 1
            || node.parent?.is(ArrayTypeSyntax.self) == true || node.parent?.is(DictionaryTypeSyntax.self) == true
            || node.parent?.is(GenericArgumentSyntax.self) == true {
            nestedImplicitlyUnwrapped.append(node.exclamationMark)
        }
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        // `Foundation.Date`: a module's name before the dot is not judged; a type's (`Outer.Inner`)
        // is, as any type name (`ExampleModule.MyType` names neither: "cannot find type").
        guard unjudgedRegion == nil else { return .visitChildren }
        if node.parent?.as(MemberTypeSyntax.self)?.baseType.id == node.id,
           Self.moduleNames.contains(node.name.text) || node.genericArgumentClause != nil { return .visitChildren }
        if let inExtension = currentExtension {
            if node.position >= inExtension.members, let extending = inExtension.extending { writtenTypes.append((node, extending)) }
        } else {
            writtenTypes.append((node, nil))
        }
        return .visitChildren
    }
    /// Modules a script may name before a type (`Swift.Int`, `Foundation.Date`, its own `main`).
    static let moduleNames: Set<String> = ["Swift", "Foundation", "FoundationEssentials", "Glibc", "Darwin", "UIKit", "Dispatch",
                                           "SwiftUI", "Combine", "CoreData", "os", "main", "_Concurrency", "XCTest", "Testing"]
    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind { unjudged(node) }
    override func visitPost(_ node: AttributeSyntax) { close(&unjudgedRegion, node) }
    override func visit(_ node: InheritanceClauseSyntax) -> SyntaxVisitorContinueKind {
        for inherited in node.inheritedTypes {
            if let suppressed = inherited.type.as(SuppressedTypeSyntax.self), suppressed.type.trimmedText == "Sendable" {
                suppressedSendables.append(suppressed)
            }
        }
        return unjudged(node)
    }
    override func visitPost(_ node: InheritanceClauseSyntax) { close(&unjudgedRegion, node) }
    override func visit(_ node: GenericWhereClauseSyntax) -> SyntaxVisitorContinueKind {
        // `where Element: SomeProtocol`: the protocol or class a requirement names must exist
        // (the left side may be an associated type, which is not judged).
        if unjudgedRegion == nil {
            for requirement in node.requirements {
                if case .conformanceRequirement(let conformance) = requirement.requirement,
                   let named = conformance.rightType.as(IdentifierTypeSyntax.self), named.genericArgumentClause == nil {
                    writtenTypes.append((named, nil))
                }
            }
        }
        return unjudged(node)
    }
    override func visitPost(_ node: GenericWhereClauseSyntax) { close(&unjudgedRegion, node) }
    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind { unjudged(node) }
    override func visitPost(_ node: IfConfigDeclSyntax) { close(&unjudgedRegion, node) }
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind { unjudged(node) }
    override func visitPost(_ node: MacroExpansionExprSyntax) { close(&unjudgedRegion, node) }
    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind { unjudged(node) }
    override func visitPost(_ node: MacroExpansionDeclSyntax) { close(&unjudgedRegion, node) }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        if currentExtension == nil {
            currentExtension = (node.id, node.extendedType.as(IdentifierTypeSyntax.self)?.name.text, node.memberBlock.position)
        }
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) {
        if currentExtension?.id == node.id { currentExtension = nil }
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        closureStarts.append(node.position)
        return .visitChildren
    }
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        calls.append(node)
        return .visitChildren
    }
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.argumentNames != nil, node.parent?.is(MemberAccessExprSyntax.self) != true { compoundNames.append(node) }
        return .visitChildren
    }
    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        functionNames.insert(node.name.text)
        return .visitChildren
    }
    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        variableNames.insert(node.identifier.text)
        return .visitChildren
    }
}

/// Inside a `defer` block: a `return`, or a `break`/`continue` outside any loop or `switch` of
/// the block, leaves it. Closures and local functions are their own bodies.
private final class DeferJumpFinder: SyntaxVisitor {
    var found: [(TokenSyntax, String)] = []
    private var loops = 0
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: DeferStmtSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        found.append((node.returnKeyword, "return"))
        return .skipChildren
    }
    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind { loops += 1; return .visitChildren }
    override func visitPost(_ node: ForStmtSyntax) { loops -= 1 }
    override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind { loops += 1; return .visitChildren }
    override func visitPost(_ node: WhileStmtSyntax) { loops -= 1 }
    override func visit(_ node: RepeatStmtSyntax) -> SyntaxVisitorContinueKind { loops += 1; return .visitChildren }
    override func visitPost(_ node: RepeatStmtSyntax) { loops -= 1 }
    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind { loops += 1; return .visitChildren }
    override func visitPost(_ node: SwitchExprSyntax) { loops -= 1 }
    override func visit(_ node: LabeledStmtSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: BreakStmtSyntax) -> SyntaxVisitorContinueKind {
        if loops == 0, node.label == nil { found.append((node.breakKeyword, "break")) }
        return .skipChildren
    }
    override func visit(_ node: ContinueStmtSyntax) -> SyntaxVisitorContinueKind {
        if loops == 0, node.label == nil { found.append((node.continueKeyword, "continue")) }
        return .skipChildren
    }
}

private extension Optional where Wrapped == InheritanceClauseSyntax {
    /// `~Copyable` among the inherited names: a noncopyable type may have a `deinit`.
    var elementsIfAnyContainNoncopyable: Bool {
        self?.inheritedTypes.contains { $0.type.trimmedText.hasPrefix("~") } ?? false
    }
}
